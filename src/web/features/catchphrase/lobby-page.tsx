import { useEffect, useRef, useState } from "react";
import { ROOM_CODE_LENGTH } from "../../../shared/catchphrase/constants";
import { ThemeMenu } from "../../components/theme/theme-menu";
import { track } from "../../lib/analytics";
import { useOnline } from "../../lib/use-online";
import { HowToPlayDialog } from "./how-to-play-dialog";
import { CreateRoomForm } from "./lobby/create-room-form";
import { JoinRoomForm } from "./lobby/join-room-form";
import { LandingMenu } from "./lobby/landing-menu";
import { LobbyCard } from "./lobby/lobby-card";
import { LobbyFooter } from "./lobby/lobby-footer";
import { OfflinePanel } from "./lobby/offline-panel";
import { RejoinPanel } from "./lobby/rejoin-panel";
import { useEnterRoom } from "./lobby/use-enter-room";
import { useSavedRoom } from "./lobby/use-saved-room";
import { useLobbyPath } from "./lobby-path";
import { takePrefillCode } from "./saved-session";
import { SiteLink } from "./site-link";

export { lobbyMeta as meta } from "./lobby-meta";

type Mode = "menu" | "create" | "join";

/**
 * The Catchphrase lobby (catchphrase.md section 2), the game's own screen without the site's
 * header and footer. Prerendered as the landing menu; the saved session and a prefilled code are
 * read once the page is in the browser. Without a network it says rooms need one and offers the
 * practice round.
 */
export default function LobbyPage() {
  const base = useLobbyPath();
  const [mode, setMode] = useState<Mode>("menu");
  const [prefilledCode, setPrefilledCode] = useState("");
  const [howToPlayOpen, setHowToPlayOpen] = useState(false);
  const { saved, rejoin, forget } = useSavedRoom(base);
  const { create, join } = useEnterRoom(base);
  const online = useOnline();

  // Back to Menu gives focus back to the big button that opened the card.
  const createButton = useRef<HTMLButtonElement>(null);
  const joinButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Mode | null>(null);
  useEffect(() => {
    if (mode !== "menu" || !returnFocusTo.current) return;
    (returnFocusTo.current === "create" ? createButton : joinButton).current?.focus();
    returnFocusTo.current = null;
  }, [mode]);

  useEffect(() => track("page_view"), []);
  useEffect(() => {
    const code = takePrefillCode().trim().toUpperCase().slice(0, ROOM_CODE_LENGTH);
    if (!code) return;
    setPrefilledCode(code);
    setMode("join");
  }, []);

  const backToMenu = () => {
    returnFocusTo.current = mode;
    setMode("menu");
  };

  return (
    <main className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-lobby text-white">
      <nav aria-label="Site" className="mx-auto flex w-full max-w-5xl items-center justify-between px-3 pt-3">
        <SiteLink withName />
        <ThemeMenu tone="onDark" />
      </nav>
      <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-6 px-4 pt-4 sm:pt-8">
        {mode === "menu" ? (
          <LandingMenu
            onCreate={() => setMode("create")}
            onJoin={() => setMode("join")}
            createRef={createButton}
            joinRef={joinButton}
          />
        ) : (
          <LobbyCard
            subtitle={mode === "create" ? "Create a new room" : "Join a room with its code"}
            onHowToPlay={() => setHowToPlayOpen(true)}
            onBack={backToMenu}
          >
            {mode === "create" ? (
              <CreateRoomForm onCreate={create} />
            ) : (
              <JoinRoomForm initialCode={prefilledCode} onJoin={join} />
            )}
          </LobbyCard>
        )}
        {online ? null : <OfflinePanel />}
        {saved.status === "found" ? <RejoinPanel session={saved.session} onRejoin={rejoin} onClear={forget} /> : null}
      </div>
      <LobbyFooter />
      <HowToPlayDialog open={howToPlayOpen} onOpenChange={setHowToPlayOpen} status={{ kind: "landing" }} />
    </main>
  );
}
