import { Eye } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { catchphraseErrors } from "../../../shared/catchphrase/messages";
import { toast } from "../../components/toasts";
import { buttonClass } from "../../components/ui/button";
import { PlayerNameField } from "./lobby/lobby-field";

type JoinRoomCardProps = {
  code: string;
  /** Each answers the refusal's text, or null once in. */
  onJoin: (name: string) => Promise<string | null>;
  onWatch: (name: string) => Promise<string | null>;
};

/**
 * For a visitor who opened a room link without being in the room (catchphrase.md section 2): Join
 * Room, or Watch (issue "Catchphrase for a party night"), which a full room offers in its place.
 */
export function JoinRoomCard({ code, onJoin, onWatch }: JoinRoomCardProps) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState<"join" | "watch" | null>(null);
  const [full, setFull] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  // The card's only field, shown because the visitor came to join.
  useEffect(() => nameInput.current?.focus(), []);
  const enter = async (how: "join" | "watch") => {
    if (name.trim() === "") {
      toast.error(how === "join" ? catchphraseErrors.nameRequiredToJoin : catchphraseErrors.nameRequiredToWatch);
      return;
    }
    setBusy(how);
    const error = await (how === "join" ? onJoin : onWatch)(name.trim());
    setBusy(null);
    if (error === catchphraseErrors.roomFull) setFull(true);
    else if (error) toast.error(error);
  };
  const blank = name.trim() === "";
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void enter(full ? "watch" : "join");
      }}
      className="mx-auto max-w-md rounded-3xl bg-surface p-6 shadow-xl"
      aria-labelledby="join-card-heading"
    >
      <h2 id="join-card-heading" className="font-extrabold text-2xl tracking-tight">
        Join Room {code}
      </h2>
      <div className="mt-5">
        <PlayerNameField ref={nameInput} value={name} onChange={setName} />
      </div>
      {full ? (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 text-amber-950 text-sm dark:bg-tint dark:text-ink">
          <strong>{catchphraseErrors.roomFull}.</strong> You can watch the game instead, and join when a place is free.
        </p>
      ) : null}
      <div className={`mt-5 grid gap-3 ${full ? "" : "sm:grid-cols-[2fr_1fr]"}`}>
        {full ? null : (
          <button type="submit" disabled={busy !== null || blank} className={buttonClass("primary", "lg", "w-full")}>
            {busy === "join" ? "Joining..." : "Join Room"}
          </button>
        )}
        <button
          type={full ? "submit" : "button"}
          disabled={busy !== null || blank}
          onClick={full ? undefined : () => void enter("watch")}
          className={buttonClass(full ? "primary" : "outline", "lg", "w-full")}
        >
          <Eye className="size-5" aria-hidden="true" />
          {busy === "watch" ? "Joining..." : full ? "Watch instead" : "Watch"}
        </button>
      </div>
    </form>
  );
}
