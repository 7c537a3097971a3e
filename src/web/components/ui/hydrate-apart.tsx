import { Suspense } from "react";
import { useMounted } from "../../lib/use-mounted";

/** Marks a part of the page React has not hydrated yet; the page is live once none is left (root.tsx). */
export const HYDRATING_PART = "data-hydrating-part";

/**
 * A part of a prerendered page that React hydrates on its own: each such part is rendered and
 * committed in a task of its own, so a long page does not hydrate in one long task on a slow
 * phone (docs/decisions/034). Nothing inside is expected to suspend (the prerendered HTML holds
 * it whole). The part's wrapper takes no box (`display: contents`); it carries the mark above
 * until the part is hydrated, so the page is declared live, and presses kept until then are done
 * (early-input.ts), only once every part answers.
 */
export function HydrateApart({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}

function Part({ children }: { children: React.ReactNode }) {
  const hydrated = useMounted();
  return (
    <div className="contents" {...{ [HYDRATING_PART]: hydrated ? undefined : "" }}>
      {children}
    </div>
  );
}
