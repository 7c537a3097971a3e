import { useEffect, useRef, useState } from "react";
import { ROOM_CODE_LENGTH } from "../../../../shared/catchphrase/constants";
import { catchphraseErrors } from "../../../../shared/catchphrase/messages";
import { toast } from "../../../components/toasts";
import { buttonClass } from "../../../components/ui/button";
import { LobbyField, PlayerNameField } from "./lobby-field";
import type { JoinRoomForm as JoinRoomValues } from "./use-enter-room";

/**
 * The join form (catchphrase.md sections 2 and 5). The code is upper-cased as it is typed. Empty
 * fields disable the button; fields of spaces only get the spec's messages, checked top to bottom.
 */
export function JoinRoomForm({
  initialCode,
  onJoin,
}: {
  initialCode: string;
  onJoin: (form: JoinRoomValues) => Promise<boolean>;
}) {
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState("");
  const [joining, setJoining] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => (initialCode ? nameInput : codeInput).current?.focus(), [initialCode]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (joining) return;
    if (code.trim() === "") {
      toast.error(catchphraseErrors.roomCodeRequired);
      codeInput.current?.focus();
      return;
    }
    if (name.trim() === "") {
      toast.error(catchphraseErrors.nameRequiredToJoin);
      nameInput.current?.focus();
      return;
    }
    setJoining(true);
    if (!(await onJoin({ code, name }))) setJoining(false);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Join a room">
      <LobbyField
        ref={codeInput}
        label="Room Code"
        hint={`The ${ROOM_CODE_LENGTH}-character code on the host's screen.`}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        maxLength={ROOM_CODE_LENGTH}
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder="ABC123"
        className="font-bold font-mono text-xl uppercase tracking-[0.3em] placeholder:font-normal placeholder:tracking-[0.3em]"
      />
      <PlayerNameField ref={nameInput} value={name} onChange={setName} />
      <button
        type="submit"
        disabled={joining || code === "" || name === ""}
        aria-busy={joining}
        className={buttonClass("primary", "lg", "w-full py-3.5 text-lg")}
      >
        {joining ? "Joining..." : "Join Room"}
      </button>
    </form>
  );
}
