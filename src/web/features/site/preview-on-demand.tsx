import { lazy, Suspense, useState } from "react";
import type { Game } from "../../../shared/catalogue/games";

/**
 * Starts loading the preview dialog's code: a visitor is reaching for a Preview button. The browser
 * fetches a module once, however often this is called.
 */
export const loadPreviewDialog = () => import("./preview-dialog");

/** Spread on every Preview button: pointing at it or focusing it starts loading the dialog. */
export const previewIntent = { onPointerEnter: loadPreviewDialog, onFocus: loadPreviewDialog };

const PreviewDialog = lazy(() => loadPreviewDialog().then((module) => ({ default: module.PreviewDialog })));

/**
 * The preview dialog (site.md 2.6), with its code and the dialog primitives under it loaded only
 * when a visitor reaches for a Preview button, so the pages that offer previews do not carry them
 * on their first load. Once opened it stays mounted, so it closes as it always does.
 */
export function PreviewOnDemand({ game, onClose }: { game: Game | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (game && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PreviewDialog game={game} onClose={onClose} />
    </Suspense>
  );
}
