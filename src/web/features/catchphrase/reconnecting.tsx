import { Check, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { getSocket } from "../../lib/socket";
import { useOnline } from "../../lib/use-online";

/** A drop shorter than this shows nothing: most reconnections are over by then. */
const RECONNECTING_SHOWN_AFTER_MS = 1000;
/** How long "Reconnected" stays once the page is back. */
const BACK_SHOWN_FOR_MS = 2500;

export const reconnectingTexts = {
  away: "Reconnecting…",
  offline: "Offline. Waiting for a network…",
  back: "Reconnected",
} as const;

/** A gate that opens once, when the page is back. */
function gate() {
  let open = () => {};
  const opened = new Promise<true>((resolve) => {
    open = () => resolve(true);
  });
  return { opened, open };
}

/**
 * Whether the page has lost its connection and is not back in its room yet: true from the socket's
 * disconnection until the page calls `back()` (once the server has let it in again). `whenBack()`
 * resolves then; until the page is first in, it has not been back either.
 */
export function useReconnecting() {
  const [reconnecting, setReconnecting] = useState(false);
  const backGate = useRef(gate());
  useEffect(() => {
    const socket = getSocket();
    const lost = () => {
      backGate.current = gate();
      setReconnecting(true);
    };
    socket.on("disconnect", lost);
    return () => {
      socket.off("disconnect", lost);
    };
  }, []);
  const back = useCallback(() => {
    backGate.current.open();
    setReconnecting(false);
  }, []);
  const whenBack = useCallback(() => backGate.current.opened, []);
  return { reconnecting, back, whenBack };
}

/**
 * Says so, at the top of the screen, while a room's page is reconnecting (after a second, so a blip
 * shows nothing), then "Reconnected" for a moment. Meanwhile the page shows the room as it last knew
 * it, and a press waits to be sent until the page is back. Read out by screen readers as it changes.
 */
export function ReconnectingBanner({ reconnecting }: { reconnecting: boolean }) {
  const online = useOnline();
  const [shown, setShown] = useState<"away" | "back" | null>(null);
  useEffect(() => {
    if (reconnecting) {
      const timer = window.setTimeout(() => setShown("away"), RECONNECTING_SHOWN_AFTER_MS);
      return () => window.clearTimeout(timer);
    }
    setShown((now) => (now === "away" ? "back" : now));
    return undefined;
  }, [reconnecting]);
  useEffect(() => {
    if (shown !== "back") return undefined;
    const timer = window.setTimeout(() => setShown(null), BACK_SHOWN_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[max(0.5rem,env(safe-area-inset-top))] z-50 flex justify-center px-4"
    >
      {shown ? (
        <p className="flex max-w-md items-center gap-2 rounded-full bg-surface px-4 py-2 font-semibold text-ink text-sm shadow-lg ring-1 ring-black/10">
          {shown === "back" ? (
            <Check className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : online ? (
            <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 motion-reduce:animate-none" />
          ) : (
            <WifiOff className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
          )}
          {shown === "back" ? reconnectingTexts.back : online ? reconnectingTexts.away : reconnectingTexts.offline}
        </p>
      ) : null}
    </div>
  );
}
