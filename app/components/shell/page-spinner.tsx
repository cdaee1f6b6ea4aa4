import { useNavigation } from "react-router";
import { useShell } from "../../lib/i18n.ts";
import { Icon } from "../ui/icon.tsx";

/** Shown while the next page's code or data loads. */
export function PageSpinner() {
  const { t } = useShell();
  const loading = useNavigation().state === "loading";
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      {loading && (
        <span
          className="flex items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm shadow-lg"
          data-testid="page-spinner"
        >
          <Icon name="loader-circle" className="size-5 animate-spin text-primary motion-reduce:animate-none" />
          {t.loading}
        </span>
      )}
    </div>
  );
}
