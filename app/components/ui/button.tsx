import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** The button look, also for links that act as calls to action (`className={buttonVariants()}`). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-medium no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-ink hover:bg-primary/90",
        secondary: "border border-primary text-primary hover:bg-primary-soft",
      },
      // Each size sets the whole box: classes are joined, not merged (app/lib/cn.ts).
      size: {
        md: "min-h-11 px-5 py-2.5 text-base",
        sm: "min-h-10 px-4 py-2 text-sm",
        // The cookie banner's choices, side by side on a phone, in the bottom bar's face there: each
        // face and size costs the first paint (docs/decisions/001-first-paint-before-javascript.md, "Type scale").
        dense: "min-h-11 w-full px-1.5 py-1.5 text-xs sm:px-2 sm:text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/** A <button> with the button look; `type` defaults to "button", not the platform's "submit". */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
