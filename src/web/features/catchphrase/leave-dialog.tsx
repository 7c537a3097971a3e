import { LogOut, UserCheck } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import type { LeaveKind } from "./use-room";

type LeaveDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  isHost: boolean;
  /** Who would become host if the host handed over: null when nobody else is in the room. */
  successorName: string | null;
  onConfirm(kind: LeaveKind): void;
};

/**
 * Asks before leaving a room (catchphrase.md section 2), warning the host that leaving ends the
 * game for everyone; a host with company may instead hand the host role over and leave (issue 18).
 * Confirming only calls `onConfirm`: the caller leaves and navigates.
 */
export function LeaveDialog({ open, onOpenChange, isHost, successorName, onConfirm }: LeaveDialogProps) {
  const handOverHint = useId();
  const canHandOver = isHost && successorName !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Leave Room"
      description="Are you sure you want to leave this room?"
      className="sm:max-w-lg"
    >
      {isHost ? (
        <p className="mt-4 rounded-2xl border border-red-200 dark:border-line-strong bg-red-50 dark:bg-tint p-4 font-medium text-red-800 dark:text-red-300 text-sm">
          As the host, leaving will end the game for all players.
        </p>
      ) : null}
      {canHandOver ? (
        <p id={handOverHint} className="mt-3 text-ink-muted text-sm">
          Or hand over: <span className="font-semibold text-ink">{successorName}</span> becomes the host and the game
          goes on without you.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClass("ghost", "md", "min-h-11 border border-line")}
        >
          Cancel
        </button>
        {canHandOver ? (
          <button
            type="button"
            onClick={() => onConfirm("handOverAndLeave")}
            aria-describedby={handOverHint}
            className={buttonClass("outline", "md", "min-h-11")}
          >
            <UserCheck className="size-4" aria-hidden="true" />
            Hand Over and Leave
          </button>
        ) : null}
        <button type="button" onClick={() => onConfirm("leave")} className={buttonClass("danger", "md", "min-h-11")}>
          <LogOut className="size-4" aria-hidden="true" />
          Leave Room
        </button>
      </div>
    </Dialog>
  );
}
