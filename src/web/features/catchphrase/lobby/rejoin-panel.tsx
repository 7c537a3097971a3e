import { History } from "lucide-react";
import { useId } from "react";
import type { SavedSession } from "../../../../shared/catchphrase/protocol";
import { buttonClass } from "../../../components/ui/button";

/** The Rejoin Your Room panel, for a browser that still holds a room's session (catchphrase.md section 2). */
export function RejoinPanel({
  session,
  onRejoin,
  onClear,
}: {
  session: SavedSession;
  onRejoin: () => void;
  onClear: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="w-full rounded-3xl bg-white/15 p-5 text-white shadow-lg ring-1 ring-white/30 backdrop-blur-md"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-2xl bg-white/20">
          <History className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-bold text-lg leading-tight">
            Rejoin Your Room
          </h2>
          <p className="mt-1 text-sm text-white/85">
            Room{" "}
            <span data-testid="rejoin-code" className="font-bold font-mono text-white tracking-widest">
              {session.roomCode}
            </span>
            , as <span className="font-semibold text-white">{session.playerName}</span>
          </p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" onClick={onRejoin} className={buttonClass("light", "md")}>
          Rejoin Room
        </button>
        <button type="button" onClick={onClear} className={buttonClass("onDark", "md")}>
          Clear Session
        </button>
      </div>
    </section>
  );
}
