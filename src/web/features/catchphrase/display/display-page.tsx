import { Crown, Eye, Mic, WifiOff } from "lucide-react";
import { useEffect } from "react";
import { useParams } from "react-router";
import { MAX_PLAYERS, MIN_PLAYERS, ROOM_CODE_PATTERN } from "../../../../shared/catchphrase/constants";
import { roundWinner, winnerText } from "../../../../shared/catchphrase/engine";
import { catchphraseErrors } from "../../../../shared/catchphrase/messages";
import type { SharedRoomView } from "../../../../shared/catchphrase/player-view";
import { startReadiness } from "../../../../shared/catchphrase/start-readiness";
import type { TeamId } from "../../../../shared/catchphrase/types";
import { unlistedPageMeta } from "../../../lib/seo";
import { useLobbyPath } from "../lobby-path";
import { Scoreboard } from "../playing-body";
import { ReconnectingBanner } from "../reconnecting";
import { GuessedWords, RoundStoryPanel } from "../round-story";
import { teamColors } from "../team-badge";
import { useSecondsLeft } from "../use-time-left";
import { QrCode } from "./qr-code";
import { useDisplay } from "./use-display";
import { useWakeLock } from "./use-wake-lock";

export const meta = () =>
  unlistedPageMeta(
    "Catchphrase on the Big Screen",
    "A Catchphrase room on a TV or laptop: the room code, a QR code to join, the teams, the timer and the scores.",
  );

/**
 * The root font size of the display: a share of the screen's width, so that on a 1920 px wide TV
 * the smallest text (0.75 rem) is 25 px, readable from three metres (docs/decisions/039).
 */
const DISPLAY_ROOT_FONT = "max(16px, 1.75vw)";

/**
 * A Catchphrase room on a big screen (issue "Catchphrase for a party night"): the room code and a
 * QR code of its join link, the players and teams with their presence, the timer, the scores,
 * whose turn it is and the round stories; never the word. Phones stay the controllers: this page
 * holds no seat and sends nothing but its request to follow the room.
 */
export default function DisplayPage() {
  const code = (useParams().roomId ?? "").toUpperCase();
  const lobbyPath = useLobbyPath();
  const { state, reconnecting } = useDisplay(code);
  const wakeLock = useWakeLock();
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = DISPLAY_ROOT_FONT;
    return () => {
      root.style.fontSize = before;
    };
  }, []);
  const wellFormed = ROOM_CODE_PATTERN.test(code);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const joinUrl = `${origin}${lobbyPath}/${code}`;

  return (
    <main className="min-h-screen bg-gradient-to-br from-brand-700 via-brand-600 to-accent-600 p-4 text-ink">
      {/* An address whose code cannot be one may hold anything, thousands of characters too: the page
          repeats none of it, and draws no QR code of a link to no room (docs/decisions/064). */}
      <h1 className="sr-only">
        {wellFormed ? `Catchphrase room ${code} on the big screen` : "Catchphrase on the big screen"}
      </h1>
      <ReconnectingBanner reconnecting={reconnecting} />
      <div className={`grid min-h-[calc(100vh-2rem)] gap-4 ${wellFormed ? "lg:grid-cols-[16rem_1fr]" : ""}`}>
        {wellFormed ? (
          <aside
            aria-label="How to join"
            className="flex flex-col items-center gap-2 rounded-3xl bg-surface p-4 text-center shadow-xl"
          >
            <p className="font-bold text-lg">Scan to join</p>
            <QrCode text={joinUrl} label={`QR code: ${joinUrl}`} className="w-full max-w-[13rem] rounded-xl" />
            <p className="text-ink-muted text-sm">
              or open <span className="break-all font-semibold text-ink">{joinUrl.replace(/^https?:\/\//, "")}</span>
            </p>
            <p className="mt-2 text-ink-muted text-sm uppercase tracking-widest">Room code</p>
            <p className="font-extrabold font-mono text-5xl tracking-[0.1em]" data-testid="display-code">
              {code}
            </p>
            {wakeLock === "refused" ? (
              <p className="mt-auto text-ink-muted text-xs">This screen may dim: keep it awake in its settings.</p>
            ) : null}
          </aside>
        ) : null}
        <section aria-live="polite" className="min-w-0">
          {state.phase === "showing" ? (
            <Game view={state.view} notice={state.notice} />
          ) : (
            <div className="rounded-3xl bg-surface p-6 shadow-xl">
              <p className="font-bold text-3xl" role="status">
                {state.phase === "loading"
                  ? `Opening room ${code}…`
                  : state.phase === "missing"
                    ? wellFormed
                      ? `Room ${code} was not found.`
                      : "Room not found."
                    : "This room has closed."}
              </p>
              {wellFormed ? null : <p className="mt-2 text-ink-muted text-xl">{catchphraseErrors.roomCodeInvalid}</p>}
            </div>
          )}
        </section>
      </div>
    </main>
  );
}

/** The room as it goes: what happens now, then the scores and the teams. */
function Game({ view, notice }: { view: SharedRoomView; notice: string }) {
  const { game } = view;
  return (
    <div className="space-y-4">
      <Now view={view} />
      {notice ? (
        <p className="rounded-2xl bg-surface px-4 py-2 font-semibold text-lg shadow" data-testid="display-notice">
          {notice}
        </p>
      ) : null}
      {game.status === "roundEnd" && view.story ? <RoundStoryPanel story={view.story} /> : null}
      {game.status === "gameEnd" && view.story?.guessed ? <GuessedWords guessed={view.story.guessed} /> : null}
      {game.status === "waiting" ? (
        <Teams view={view} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-[2fr_3fr]">
          <Scoreboard view={view} />
          <Teams view={view} />
        </div>
      )}
    </div>
  );
}

/** The headline of the moment: waiting, the round with its timer and describer, a round's or the game's end. */
function Now({ view }: { view: SharedRoomView }) {
  const { game } = view;
  const seconds = useSecondsLeft(game);
  const describer = view.players.find((player) => player.id === game.currentPlayer);
  const card = "rounded-3xl bg-surface p-5 shadow-xl";
  if (game.status === "waiting") {
    const readiness = startReadiness(view.players, game.pickTeams ?? false);
    return (
      <div className={card}>
        <h2 className="font-extrabold text-4xl tracking-tight">Waiting for players</h2>
        <p className="mt-2 text-ink-muted text-xl" data-testid="display-status">
          {readiness.kind === "needPlayers"
            ? `Players ${view.players.length}/${MAX_PLAYERS}: at least ${MIN_PLAYERS} are needed to start.`
            : `Players ${view.players.length}/${MAX_PLAYERS}: ready when the host is.`}
        </p>
      </div>
    );
  }
  if (game.status === "playing") {
    return (
      <div className={`${card} flex flex-wrap items-center justify-between gap-4`}>
        <div className="min-w-0">
          <h2 className="font-extrabold text-4xl tracking-tight">
            Round {game.currentRound} of {game.totalRounds}
          </h2>
          <p className="mt-2 text-2xl" data-testid="display-describer">
            <span className="font-bold">{describer?.name ?? "Someone"}</span> of{" "}
            <span className={`font-bold ${teamColors[game.currentTeam].text}`}>Team {game.currentTeam}</span> is
            describing
          </p>
        </div>
        {game.showTimer ? (
          <p className="font-extrabold text-8xl tabular-nums" data-testid="display-time-left">
            {seconds}s<span className="sr-only"> left</span>
          </p>
        ) : null}
      </div>
    );
  }
  if (game.status === "roundEnd") {
    const winner = roundWinner(game);
    return (
      <div className={card}>
        <h2 className="font-extrabold text-4xl tracking-tight">Round {game.currentRound} Complete!</h2>
        <p className={`mt-2 font-bold text-3xl ${teamColors[winner].text}`}>Team {winner} wins the round!</p>
      </div>
    );
  }
  return (
    <div className={card}>
      <h2 className="text-ink-muted text-xl uppercase tracking-widest">Game Complete</h2>
      <p className="mt-2 font-extrabold text-6xl tracking-tight" data-testid="display-winner">
        {winnerText(game)}
      </p>
    </div>
  );
}

/** The two teams with their players' presence, the describer and the host marked; then who is watching. */
function Teams({ view }: { view: SharedRoomView }) {
  const describing = view.game.status === "playing" ? view.game.currentPlayer : "";
  return (
    <section aria-labelledby="display-teams-heading" className="rounded-3xl bg-surface p-5 shadow-xl">
      <h2 id="display-teams-heading" className="sr-only">
        Teams
      </h2>
      <div className="grid grid-cols-2 gap-4">
        {(["A", "B"] as TeamId[]).map((team) => (
          <div key={team} data-testid={`display-team-${team}`}>
            <h3 className={`font-extrabold text-2xl ${teamColors[team].text}`}>Team {team}</h3>
            <ul className="mt-1 space-y-1 text-xl">
              {view.players
                .filter((player) => player.team === team)
                .map((player) => (
                  <li key={player.id} className={`flex items-center gap-2 ${player.offline ? "text-ink-muted" : ""}`}>
                    <span className="truncate">{player.name}</span>
                    {player.isHost ? <Crown className="size-5 shrink-0 text-amber-500" aria-label="host" /> : null}
                    {player.id === describing ? (
                      <Mic className="size-5 shrink-0 text-ink" aria-label="describing" />
                    ) : null}
                    {player.offline ? <WifiOff className="size-5 shrink-0" aria-label="offline" /> : null}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      {view.spectators.length > 0 ? (
        <p className="mt-3 flex items-center gap-2 text-ink-muted text-lg">
          <Eye className="size-5" aria-hidden="true" />
          Watching: {view.spectators.length}
        </p>
      ) : null}
    </section>
  );
}
