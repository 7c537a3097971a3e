import { Link2, LogOut, Settings, Share2 } from "lucide-react";
import type { RoomView } from "../../../shared/catchphrase/player-view";
import { ThemeMenu } from "../../components/theme/theme-menu";
import { copyRoomLink, shareRoomLink } from "./share-room";
import { HostBadge, TeamBadge } from "./team-badge";

const actionClass =
  "inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-2 font-semibold text-sm text-white hover:bg-white/25";

/** Room header (catchphrase.md section 2): code, own name, badges and the room's four actions. */
export function RoomHeader(props: { view: RoomView; roomUrl: string; onSettings: () => void; onLeave: () => void }) {
  const { view, roomUrl } = props;
  const me = view.players.find((player) => player.id === view.you.id);
  return (
    <header className="bg-slate-900/40 text-white backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-extrabold text-xl tracking-[0.2em]">
            <span className="sr-only">Room code </span>
            {view.code}
          </span>
          <span className="text-white/80">·</span>
          <span className="font-semibold">{me?.name}</span>
          <TeamBadge team={view.you.team} />
          {view.you.isHost ? <HostBadge /> : null}
        </div>
        <nav aria-label="Room" className="flex flex-wrap gap-2">
          <button type="button" className={actionClass} onClick={() => void copyRoomLink(roomUrl)}>
            <Link2 className="size-4" aria-hidden="true" />
            Copy Link
          </button>
          <button type="button" className={actionClass} onClick={() => void shareRoomLink(roomUrl, view.code)}>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </button>
          <button type="button" className={actionClass} onClick={props.onSettings}>
            <Settings className="size-4" aria-hidden="true" />
            Settings
          </button>
          <button type="button" className={`${actionClass} bg-red-500/80 hover:bg-red-500`} onClick={props.onLeave}>
            <LogOut className="size-4" aria-hidden="true" />
            Leave Room
          </button>
          <ThemeMenu tone="onDark" />
        </nav>
      </div>
    </header>
  );
}
