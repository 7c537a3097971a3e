import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import type { IntentRequest } from "../../../shared/catchphrase/intents";
import { catchphraseSuccesses, intentFailures } from "../../../shared/catchphrase/messages";
import type { RoomView, SpectatorSummary } from "../../../shared/catchphrase/player-view";
import type { GameSettings } from "../../../shared/catchphrase/types";
import { FeedbackButton } from "../../components/feedback/feedback-button";
import { keepFeedbackClear } from "../../components/feedback/keep-clear";
import { prepareToasts, toast } from "../../components/toasts";
import { track } from "../../lib/analytics";
import { unlistedPageMeta } from "../../lib/seo";
import { createGameAudio, type GameAudio } from "./audio";
import { HowToPlayDialog } from "./how-to-play-dialog";
import { JoinRoomCard } from "./join-room-card";
import { LeaveDialog } from "./leave-dialog";
import { useLobbyPath } from "./lobby-path";
import { handOverTo } from "./player-controls";
import { PLAYERS_HEADING_ID } from "./player-list";
import { PlayingBody } from "./playing-body";
import { ReconnectingBanner } from "./reconnecting";
import { RemovePlayerDialog } from "./remove-player-dialog";
import { RoomHeader } from "./room-header";
import { GameEndBody, RoundEndBody } from "./round-end-body";
import { SettingsDialog } from "./settings-dialog";
import { useAudioSettings } from "./use-audio-settings";
import { useRoom } from "./use-room";
import { WaitingBody } from "./waiting-body";
import { WatchingPanel } from "./watching-panel";

export const meta = () =>
  unlistedPageMeta(
    "Catchphrase Room",
    "A Catchphrase game among friends: join with your name, split into two teams and describe the word before the buzzer.",
  );

/** A Catchphrase room (catchphrase.md section 2). Room pages are never indexed. */
export default function RoomPage() {
  const code = (useParams().roomId ?? "").toUpperCase();
  const lobbyPath = useLobbyPath();
  const { phase, view, reconnecting, act, join, watch, leave } = useRoom(code, lobbyPath);
  const [dialog, setDialog] = useState<"settings" | "leave" | "howToPlay" | null>(null);
  const [busy, setBusy] = useState(false);
  /** The player whose removal the host is asked to confirm. */
  const [removingId, setRemovingId] = useState<string | null>(null);
  const audio = useGameSounds(view);
  const { volumes, stepVolume } = useAudioSettings();
  useEffect(() => audio.current?.setVolumes(volumes), [audio, volumes]);
  useEffect(() => track("page_view"), []);
  // In the room, its refusals and notices are toasts: have their code before the network can go.
  // (Not sooner: until then the page needs only the scripts its document names, decision 035.)
  useEffect(() => {
    if (phase === "ready") prepareToasts();
  }, [phase]);

  const send = async (intent: IntentRequest): Promise<boolean> => {
    setBusy(true);
    const done = await act(intent, intentFailures[intent.type]);
    setBusy(false);
    return done;
  };
  // Gone from the room, or the viewer no longer the host: nothing left to confirm.
  const removingPlayer = view?.you.isHost ? view.players.find((player) => player.id === removingId) : undefined;
  const removingSpectator = view?.you.isHost ? view.spectators.find((someone) => someone.id === removingId) : undefined;
  const removing = removingPlayer ?? removingSpectator;
  const askToRemove = (someone: SpectatorSummary) => setRemovingId(someone.id);
  const remove = async () => {
    if (!removing) return;
    setRemovingId(null);
    const intent: IntentRequest = removingPlayer
      ? { type: "removePlayer", playerId: removing.id }
      : { type: "removeSpectator", spectatorId: removing.id };
    // The row whose button had the focus is gone: the list keeps it.
    if (await send(intent)) document.getElementById(PLAYERS_HEADING_ID)?.focus();
  };
  const roomUrl = typeof window === "undefined" ? "" : `${window.location.origin}${lobbyPath}/${code}`;

  return (
    <main className="min-h-screen bg-gradient-to-br from-brand-700 via-brand-600 to-accent-600 pb-24">
      <ReconnectingBanner reconnecting={reconnecting} />
      {phase === "ready" && view ? (
        <>
          <RoomHeader
            view={view}
            roomUrl={roomUrl}
            onSettings={() => setDialog("settings")}
            onLeave={() => setDialog("leave")}
          />
          <h1 className="sr-only">Catchphrase room {view.code}</h1>
          <div className="mx-auto max-w-5xl px-4 pt-6" ref={keepFeedbackClear}>
            {view.you.watching ? (
              <WatchingPanel view={view} busy={busy} onJoinGame={() => void send({ type: "joinGame" })} />
            ) : null}
            {view.game.status === "waiting" ? (
              <WaitingBody
                view={view}
                roomUrl={roomUrl}
                busy={busy}
                onStart={() => void send({ type: "start" })}
                onHowToPlay={() => setDialog("howToPlay")}
                onRemove={askToRemove}
                onSwitchTeam={() => void send({ type: "switchTeam" })}
                onShuffleTeams={() => void send({ type: "shuffleTeams" })}
              />
            ) : view.game.status === "playing" ? (
              <PlayingBody
                view={view}
                busy={busy}
                onWordGuessed={() => void send({ type: "wordGuessed" })}
                onChangeWord={() => void send({ type: "changeWord" })}
                onSkipTurn={() => void send({ type: "skipTurn" })}
                onRemove={askToRemove}
              />
            ) : view.game.status === "roundEnd" ? (
              <RoundEndBody
                view={view}
                busy={busy}
                onNextRound={() => void send({ type: "nextRound" })}
                onEndGame={() => void send({ type: "endGame" })}
                onRemove={askToRemove}
              />
            ) : (
              <GameEndBody view={view} busy={busy} onPlayAgain={() => void send({ type: "playAgain" })} />
            )}
          </div>
          <SettingsDialog
            open={dialog === "settings"}
            onOpenChange={(open) => setDialog(open ? "settings" : null)}
            settings={settingsOf(view)}
            canToggle={!view.you.watching}
            onToggle={(settings: Partial<GameSettings>) => void send({ type: "updateSettings", settings })}
            code={view.code}
            roomUrl={roomUrl}
            isHost={view.you.isHost}
            wordChoice={view.wordChoice}
            onChooseWords={(request) => send({ type: "chooseWords", ...request })}
            volumes={volumes}
            onStepVolume={stepVolume}
            onTestTimer={() => audio.current?.testTimer()}
            onTestBuzzer={() => audio.current?.testBuzzer()}
          />
          <FeedbackButton
            context={{
              roomId: view.code,
              playerName: [...view.players, ...view.spectators].find((someone) => someone.id === view.you.id)?.name,
            }}
          />
          <LeaveDialog
            open={dialog === "leave"}
            onOpenChange={(open) => setDialog(open ? "leave" : null)}
            isHost={view.you.isHost}
            successorName={view.you.isHost ? (handOverTo(view)?.name ?? null) : null}
            onConfirm={(kind) => void leave(kind)}
          />
          <RemovePlayerDialog
            name={removing?.name ?? null}
            onCancel={() => setRemovingId(null)}
            onConfirm={() => void remove()}
          />
          <HowToPlayDialog
            open={dialog === "howToPlay"}
            onOpenChange={(open) => setDialog(open ? "howToPlay" : null)}
            status={
              view.game.status === "waiting"
                ? { kind: "waiting", playerCount: view.players.length }
                : { kind: "playing", round: view.game.currentRound, totalRounds: view.game.totalRounds }
            }
          />
        </>
      ) : phase === "needsName" ? (
        <div className="px-4 pt-16">
          <h1 className="sr-only">Join Catchphrase room {code}</h1>
          <JoinRoomCard code={code} onJoin={join} onWatch={watch} />
        </div>
      ) : (
        // The page's HTML (docs/decisions/035) and its first paint: in the Join card's place and
        // frame, and its words as large, so what follows changes the card, not the page.
        <div className="px-4 pt-16">
          <div className="mx-auto flex max-w-md items-center gap-4 rounded-3xl bg-surface p-6 shadow-xl" role="status">
            <span className="size-8 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
            <h1 className="font-extrabold text-2xl tracking-tight">Entering room {code}…</h1>
          </div>
        </div>
      )}
    </main>
  );
}

function settingsOf(view: RoomView): GameSettings {
  const { showTimer, oppositeTeamCanSeeWord, allowWordChange, pickTeams } = view.game;
  return { showTimer, oppositeTeamCanSeeWord, allowWordChange, pickTeams: pickTeams ?? false };
}

/**
 * The timer sound loops while a round runs, the buzzer sounds when the server ends it, and the
 * restart message shows to everyone when a finished game goes back to waiting.
 */
function useGameSounds(view: RoomView | null) {
  const audio = useRef<GameAudio | null>(null);
  const previous = useRef<RoomView["game"]["status"] | null>(null);
  useEffect(() => {
    audio.current = createGameAudio();
    return () => audio.current?.dispose();
  }, []);
  const status = view?.game.status ?? null;
  const running = status === "playing" && (view?.game.timerActive ?? false);
  useEffect(() => {
    if (running) audio.current?.startTimer();
    else audio.current?.stopTimer();
  }, [running]);
  useEffect(() => {
    if (previous.current === "playing" && status === "roundEnd") audio.current?.buzz();
    if (previous.current === "gameEnd" && status === "waiting") toast.success(catchphraseSuccesses.gameRestarted);
    previous.current = status;
  }, [status]);
  return audio;
}
