import type { Ref } from "react";
import { fieldId, summaryItems } from "../../contact/fields.ts";
import { type FormWords, summaryText } from "../../contact/messages.ts";
import type { FieldErrors, Variant } from "../../contact/rules.ts";
import { Icon } from "../ui/icon.tsx";

type Props = {
  ref?: Ref<HTMLDivElement>;
  variant: Variant;
  words: FormWords;
  /** The errors of the last attempt, each a link to its field. */
  summary: FieldErrors;
  /** A problem with the whole submission, shown instead of the summary. */
  problem?: string;
  /** Changes at each attempt, so the same text is announced again. */
  attempt: number;
};

/** Announced as soon as it changes; focused for problems that concern the whole form. */
export function FormAlert({ ref, variant, words, summary, problem, attempt }: Props) {
  const items = summaryItems(variant, words, summary);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="outline-none">
      {(problem || items.length > 0) && (
        <div
          key={attempt}
          className="mb-6 rounded-2xl border-2 border-danger bg-surface px-5 py-4 text-ink"
          data-testid="contact-alert"
        >
          {problem ? (
            <p className="flex items-start gap-2 font-medium">
              <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-danger" />
              <span>{problem}</span>
            </p>
          ) : (
            <>
              <p className="flex items-center gap-2 font-semibold">
                <Icon name="circle-exclamation-point" className="size-5 shrink-0 text-danger" />
                {summaryText(words, items.length)}
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-11">
                {items.map((item) => (
                  <li key={item.name}>
                    <a
                      href={item.href}
                      className="text-danger underline underline-offset-4"
                      onClick={(e) => {
                        e.preventDefault();
                        document.getElementById(fieldId(item.name))?.focus();
                      }}
                    >
                      {item.text}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
