import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { site } from "../../site/config.ts";
import { keepWhole } from "../../site/typography.ts";

/** The office address on its three lines; a line never breaks inside a name (« Saint-Laurent-du-Var »). */
export function OfficeAddress({ className, ...props }: ComponentProps<"address">) {
  return (
    <address className={cn("not-italic", className)} {...props}>
      {site.address.lines.map((line) => (
        <span key={line} className="block">
          {keepWhole(line)}
        </span>
      ))}
    </address>
  );
}
