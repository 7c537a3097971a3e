import { ListOrdered, RotateCcw } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { ShareWidget } from "../../share/share-widget";
import { type Card, resultLabel, roundTotals, toPar } from "./logic";

type CompleteDialogProps = {
  open: boolean;
  round: readonly Card[];
  onPlayAgain: () => void;
  onMenu: () => void;
};

/** Game Complete: the round's total strokes against its total par, the scorecard and the share panel. */
export function CompleteDialog({ open, round, onPlayAgain, onMenu }: CompleteDialogProps) {
  const totals = roundTotals(round);
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onMenu();
      }}
      title="Game Complete!"
      description={`You played ${totals.holes} ${totals.holes === 1 ? "hole" : "holes"} in ${totals.strokes} strokes (par ${totals.par}).`}
    >
      <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
        <div className="flex flex-col-reverse rounded-2xl bg-emerald-50 dark:bg-tint p-3">
          <dt className="text-ink-muted text-xs">Total strokes</dt>
          <dd
            className="font-extrabold text-3xl text-emerald-800 dark:text-emerald-300 tabular-nums"
            data-testid="golf-total-strokes"
          >
            {totals.strokes}
          </dd>
        </div>
        <div className="flex flex-col-reverse rounded-2xl bg-surface-sunken p-3">
          <dt className="text-ink-muted text-xs">Total par</dt>
          <dd className="font-extrabold text-3xl tabular-nums" data-testid="golf-total-par">
            {totals.par}
          </dd>
        </div>
        <div className="flex flex-col-reverse rounded-2xl bg-surface-sunken p-3">
          <dt className="text-ink-muted text-xs">To par</dt>
          <dd className="font-extrabold text-3xl tabular-nums">{toPar(totals.strokes, totals.par)}</dd>
        </div>
      </dl>
      <div className="mt-4 max-h-48 overflow-y-auto rounded-2xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Scorecard</caption>
          <thead className="sticky top-0 bg-surface-muted text-ink-muted text-xs">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Hole
              </th>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Par
              </th>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Strokes
              </th>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Result
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line-soft tabular-nums">
            {round.map((card) => (
              <tr key={card.hole}>
                <td className="px-3 py-1.5 font-semibold">{card.hole}</td>
                <td className="px-3 py-1.5">{card.par}</td>
                <td className="px-3 py-1.5">{card.strokes}</td>
                <td className="px-3 py-1.5">{resultLabel(card.strokes, card.par)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShareWidget className="mt-4" game="mini-golf" params={totals} />
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass("outline", "md")} onClick={onMenu}>
          <ListOrdered className="size-4" aria-hidden="true" />
          Level Select
        </button>
        <button type="button" className={buttonClass("primary", "md")} onClick={onPlayAgain}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Play Again
        </button>
      </div>
    </Dialog>
  );
}
