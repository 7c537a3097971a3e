import { Link2, LogOut, Settings, Share2 } from "lucide-react";
import type { RoomView } from "../../../shared/catchphrase/player-view";
import { ThemeMenu } from "../../components/theme/theme-menu";
import { copyRoomLink, shareRoomLink } from "./share-room";
import { SiteLink } from "./site-link";
import { HostBadge, TeamBadge, WatchingBadge } from "./team-badge";

/** On a phone each action is its icon (its name read out, and shown from the sm breakpoint up). */
const actionClass =
  "inline-flex size-11 items-center justify-center gap-1.5 rounded-full bg-white/15 font-semibold text-sm text-white hover:bg-white/25 sm:w-auto sm:px-3";

function Action(props: { label: string; icon: React.ReactNode; onClick: () => void; className?: string }) {
  return (
    <button type="button" className={`${actionClass} ${props.className ?? ""}`} onClick={props.onClick}>
      {props.icon}
      <span className="sr-only sm:not-sr-only">{props.label}</span>
    </button>
  );
}

/**
 * Room header (catchphrase.md section 2): the way back to the site, the code, own name, badges and
 * the room's four actions, in one row on a 390 px phone.
 */
export function RoomHeader(props: { view: RoomView; roomUrl: string; onSettings: () => void; onLeave: () => void }) {
  const { view, roomUrl } = props;
  const me = [...view.players, ...view.spectators].find((someone) => someone.id === view.you.id);
  return (
    <header className="bg-slate-900/40 text-white backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:gap-x-3 sm:py-3">
        <SiteLink className="-ml-1.5" />
        {/* Room for the code at least: on the narrowest phones the actions move to a row of their own. */}
        <div className="flex min-w-24 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
          <span className="font-extrabold font-mono text-lg leading-tight tracking-[0.15em] sm:text-xl sm:tracking-[0.2em]">
            <span className="sr-only">Room code </span>
            {view.code}
          </span>
          <span className="flex min-w-0 items-center gap-1.5 text-sm sm:text-base">
            <span className="hidden text-white/80 sm:inline">·</span>
            <span className="truncate font-semibold">{me?.name}</span>
            {view.you.team ? <TeamBadge team={view.you.team} compact /> : <WatchingBadge compact />}
            {view.you.isHost ? <HostBadge compact /> : null}
          </span>
        </div>
        <nav aria-label="Room" className="ml-auto flex gap-1 sm:gap-2">
          <Action
            label="Copy Link"
            icon={<Link2 className="size-5 sm:size-4" aria-hidden="true" />}
            onClick={() => void copyRoomLink(roomUrl)}
          />
          <Action
            label="Share"
            icon={<Share2 className="size-5 sm:size-4" aria-hidden="true" />}
            onClick={() => void shareRoomLink(roomUrl, view.code)}
          />
          <Action
            label="Settings"
            icon={<Settings className="size-5 sm:size-4" aria-hidden="true" />}
            onClick={props.onSettings}
          />
          <Action
            label="Leave Room"
            icon={<LogOut className="size-5 sm:size-4" aria-hidden="true" />}
            onClick={props.onLeave}
            className="bg-red-500/80 hover:bg-red-500"
          />
          {/* On a phone it is in the Settings dialog: the header keeps to one row. */}
          <div className="hidden sm:block">
            <ThemeMenu tone="onDark" />
          </div>
        </nav>
      </div>
    </header>
  );
}
