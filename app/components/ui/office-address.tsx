import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { site } from "../../site/config.ts";

/** The office address on its three lines. */
export function OfficeAddress({ className, ...props }: ComponentProps<"address">) {
  return (
    <address className={cn("not-italic", className)} {...props}>
      {site.address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
