import type { FormWords } from "../../contact/messages.ts";
import { fill } from "../../content/fill.ts";
import { Icon } from "../ui/icon.tsx";

/** A polite status under the alert: the message has arrived (the toast says it too, then goes). */
export function SentNotice({ words, sent }: { words: FormWords; sent: boolean }) {
  const { lang, copy } = words;
  const { toast } = copy;
  return (
    <div role="status">
      {sent && (
        <p className="mb-6 flex items-start gap-2 rounded-2xl bg-primary-soft px-5 py-4 text-ink">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <strong>{toast.title}.</strong> {fill(toast.description, lang)}
          </span>
        </p>
      )}
    </div>
  );
}
