import { useId, useState } from "react";
import { toast } from "sonner";
import { NAME_MAX_LENGTH } from "../../../shared/catchphrase/constants";
import { catchphraseErrors } from "../../../shared/catchphrase/messages";
import { buttonClass } from "../../components/ui/button";

/** For a visitor who opened a room link without being in the room (catchphrase.md section 2). */
export function JoinRoomCard({ code, onJoin }: { code: string; onJoin: (name: string) => Promise<string | null> }) {
  const [name, setName] = useState("");
  const [joining, setJoining] = useState(false);
  const nameId = useId();
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
      className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-xl"
      aria-labelledby="join-card-heading"
    >
      <h2 id="join-card-heading" className="font-extrabold text-2xl tracking-tight">
        Join Room {code}
      </h2>
      <label htmlFor={nameId} className="mt-5 block font-medium text-sm">
        Your Name
      </label>
      <input
        id={nameId}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        // biome-ignore lint/a11y/noAutofocus: the card's only field, shown because the visitor came to join
        autoFocus
        className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
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
