import { LogOut } from "lucide-react";
import { buttonClass } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

type LeaveDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  isHost: boolean;
  onConfirm(): void;
};

const destructiveClass =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-600 px-5 py-2.5 font-semibold text-sm text-white shadow-sm transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-red-600 focus-visible:outline-offset-2";

/**
 * Asks before leaving a room (catchphrase.md section 2), warning the host that leaving ends the
 * game for everyone. Confirming only calls `onConfirm`: the caller leaves and navigates.
 */
export function LeaveDialog({ open, onOpenChange, isHost, onConfirm }: LeaveDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Leave Room"
      description="Are you sure you want to leave this room?"
      className="sm:max-w-md"
    >
      {isHost ? (
        <p className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-800 text-sm">
          As the host, leaving will end the game for all players.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClass("ghost", "md", "border border-slate-200")}
        >
          Cancel
        </button>
        <button type="button" onClick={onConfirm} className={destructiveClass}>
          <LogOut className="size-4" aria-hidden="true" />
          Leave Room
        </button>
      </div>
    </Dialog>
  );
}
