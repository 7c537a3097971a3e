import { useEffect, useRef, useState } from "react";
import { DEFAULT_ROUND_DURATION, DEFAULT_ROUNDS, type RoundDuration } from "../../../../shared/catchphrase/constants";
import { catchphraseErrors } from "../../../../shared/catchphrase/messages";
import { toast } from "../../../components/toasts";
import { buttonClass } from "../../../components/ui/button";
import { PlayerNameField } from "./lobby-field";
import { RoundDurationPicker, RoundsStepper } from "./round-settings";
import type { CreateRoomForm as CreateRoomValues } from "./use-enter-room";

/**
 * The create form (catchphrase.md sections 2 and 5). An empty name disables the button; a name of
 * spaces only gets the spec's message, as the site's other forms do.
 */
export function CreateRoomForm({ onCreate }: { onCreate: (form: CreateRoomValues) => Promise<boolean> }) {
  const [name, setName] = useState("");
  const [totalRounds, setTotalRounds] = useState(DEFAULT_ROUNDS);
  const [roundDuration, setRoundDuration] = useState<RoundDuration>(DEFAULT_ROUND_DURATION);
  const [creating, setCreating] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    if (name.trim() === "") {
      toast.error(catchphraseErrors.nameRequired);
      nameInput.current?.focus();
      return;
    }
    setCreating(true);
    // On success the room opens and this form goes away: it stays busy until then.
    if (!(await onCreate({ name, totalRounds, roundDuration }))) setCreating(false);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Create a room">
      <PlayerNameField ref={nameInput} value={name} onChange={setName} />
      <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
        <RoundsStepper value={totalRounds} onChange={setTotalRounds} />
        <RoundDurationPicker value={roundDuration} onChange={setRoundDuration} />
      </div>
      <button
        type="submit"
        disabled={creating || name === ""}
        aria-busy={creating}
        className={buttonClass("primary", "lg", "w-full py-3.5 text-lg")}
      >
        {creating ? "Creating..." : "Create New Room"}
      </button>
    </form>
  );
}
