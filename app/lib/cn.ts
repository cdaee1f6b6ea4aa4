import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge (7 KB Brotli on every page): a class
 * list never holds two utilities for the same property; an override is a
 * variant (`buttonVariants` sizes) or a breakpoint prefix (`max-sm:hidden`).
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
