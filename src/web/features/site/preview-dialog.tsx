import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import type { Game } from "../../../shared/catalogue/games";
import { previewBadge, previewText, wrapIndex } from "../../../shared/catalogue/preview";
import { Dialog } from "../../components/ui/dialog";
import { gameColorClasses } from "../../components/ui/game-colors";
import { StoreButtons } from "../../components/ui/store-buttons";

export const PREVIEW_NOTE = "This is just a preview. Download the app for the full experience!";

/**
 * Sample prompts of one game, one at a time (site.md 2.6). The arrow keys and the two buttons
 * move with wrap-around; every opening starts again at the first prompt.
 */
export function PreviewDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const total = game?.previewContent.items.length ?? 0;
  const move = (delta: number) => setIndex((current) => wrapIndex(current, delta, total));
  const close = () => {
    setIndex(0);
    onClose();
  };

  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => !open && close()}
      title={game ? `${game.title} Preview` : ""}
      description={game ? `Sample prompts from ${game.title}. Use the arrow keys to move between them.` : ""}
      hideDescription
      onKeyDown={(event) => {
        if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
        event.preventDefault();
        move(event.key === "ArrowRight" ? 1 : -1);
      }}
    >
      {game ? <PreviewBody game={game} index={index} onMove={move} /> : null}
    </Dialog>
  );
}

function PreviewBody({ game, index, onMove }: { game: Game; index: number; onMove: (delta: number) => void }) {
  const { items, type } = game.previewContent;
  const item = items[index] ?? "";
  const arrowClass =
    "inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-sunken";
  return (
    <div className="mt-4">
      <div
        className={`relative flex min-h-56 flex-col justify-center rounded-2xl p-6 pt-14 text-white shadow-inner ${gameColorClasses[game.color].gradient}`}
      >
        <span
          className="absolute top-4 left-4 rounded-full bg-white/20 px-3 py-1 font-bold text-xs tracking-widest"
          data-testid="preview-badge"
        >
          {previewBadge(game.id, type, item)}
        </span>
        <p
          className="text-center font-semibold text-xl leading-snug sm:text-2xl"
          aria-live="polite"
          data-testid="preview-prompt"
        >
          {previewText(game.id, item)}
        </p>
      </div>

      <div className="mt-4 flex items-center justify-between">
        <button type="button" onClick={() => onMove(-1)} aria-label="Previous prompt" className={arrowClass}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <span className="font-medium text-ink-muted tabular-nums" data-testid="preview-counter">
          {index + 1} / {items.length}
        </span>
        <button type="button" onClick={() => onMove(1)} aria-label="Next prompt" className={arrowClass}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>

      <p className="mt-4 text-center text-ink-muted text-sm">{PREVIEW_NOTE}</p>
      <StoreButtons
        googlePlayUrl={game.googlePlayUrl}
        appStoreUrl={game.appStoreUrl}
        appName={game.title}
        className="mt-4 justify-center"
      />
    </div>
  );
}
