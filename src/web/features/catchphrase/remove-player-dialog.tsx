import { UserMinus } from "lucide-react";
import { useRef } from "react";
import { REMOVAL_MS } from "../../../shared/catchphrase/constants";
import { buttonClass } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

type RemovePlayerDialogProps = {
  /** The name of the player the host asked to remove; the dialog is closed without one. */
  name: string | null;
  onCancel(): void;
  onConfirm(): void;
};

const REMOVAL_MINUTES = Math.round(REMOVAL_MS / 60_000);

/**
 * Asks the host before removing a player (issue 18). Confirming only calls `onConfirm`: the caller
 * sends the intent.
 */
export function RemovePlayerDialog({ name, onCancel, onConfirm }: RemovePlayerDialogProps) {
  // The title keeps the name while the dialog closes.
  const shown = useRef("");
  if (name !== null) shown.current = name;
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Remove ${shown.current} from the room?`}
      description={`They go back to the lobby, and can't join this room again from the same browser for ${REMOVAL_MINUTES} minutes.`}
      className="sm:max-w-md"
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "md", "min-h-11 border border-line")}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} className={buttonClass("danger", "md", "min-h-11")}>
          <UserMinus className="size-4" aria-hidden="true" />
          Remove
        </button>
      </div>
    </Dialog>
  );
}
