/**
 * Invoker commands (HTML `commandfor` and `command` on a button), which the
 * phone menu uses: React passes these lowercase attributes through as they
 * are, but its types do not list them yet.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
  }
}
