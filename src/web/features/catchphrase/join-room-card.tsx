import { useEffect, useRef, useState } from "react";
import { catchphraseErrors } from "../../../shared/catchphrase/messages";
import { toast } from "../../components/toasts";
import { buttonClass } from "../../components/ui/button";
import { PlayerNameField } from "./lobby/lobby-field";

/** For a visitor who opened a room link without being in the room (catchphrase.md section 2). */
export function JoinRoomCard({ code, onJoin }: { code: string; onJoin: (name: string) => Promise<string | null> }) {
  const [name, setName] = useState("");
  const [joining, setJoining] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  // The card's only field, shown because the visitor came to join.
  useEffect(() => nameInput.current?.focus(), []);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      toast.error(catchphraseErrors.nameRequiredToJoin);
      return;
    }
    setJoining(true);
    const error = await onJoin(name.trim());
    setJoining(false);
    if (error) toast.error(error);
  };
  return (
    <form
      onSubmit={submit}
      className="mx-auto max-w-md rounded-3xl bg-surface p-6 shadow-xl"
      aria-labelledby="join-card-heading"
    >
      <h2 id="join-card-heading" className="font-extrabold text-2xl tracking-tight">
        Join Room {code}
      </h2>
      <div className="mt-5">
        <PlayerNameField ref={nameInput} value={name} onChange={setName} />
      </div>
      <button
        type="submit"
        disabled={joining || name.trim() === ""}
        className={buttonClass("primary", "lg", "mt-5 w-full")}
      >
        {joining ? "Joining..." : "Join Room"}
      </button>
    </form>
  );
}
