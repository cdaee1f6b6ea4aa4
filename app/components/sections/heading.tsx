import type { ReactNode } from "react";

/** A section's title, and the paragraph that introduces it when there is one. */
export function SectionHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <h2 className="text-2xl sm:text-3xl">{title}</h2>
      {intro && <p className="mt-4 max-w-prose text-lg">{intro}</p>}
    </>
  );
}
