import { ArrowLeft, Play } from "lucide-react";
import { type ComponentType, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { Link, type MetaArgs, useParams } from "react-router";
import { isMiniGameId, MINI_GAMES, type MiniGameId } from "../../../shared/catalogue/mini-games";
import { keepFeedbackClear } from "../../components/feedback/keep-clear";
import { buttonClass } from "../../components/ui/button";
import { gameColorClasses } from "../../components/ui/game-colors";
import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta, unlistedPageMeta } from "../../lib/seo";
import { gameComponent } from "./game-registry";
import { LikeButton } from "./likes/like-button";
import { MiniGameIcon } from "./mini-game-icon";
import { notify } from "./notify";
import { ResetProgress } from "./reset-progress";
import { keepsProgress } from "./saved-progress";

export function meta({ params }: MetaArgs) {
  const id = params.id ?? "";
  if (!isMiniGameId(id))
    return unlistedPageMeta("Game Not Found", "There is no mini-game at this address. The gallery lists them all.");
  const { title, description } = MINI_GAMES[id];
  return pageMeta({
    title,
    description: `${description} Free in your browser, no sign-up.`,
    path: `/mini-games/${id}`,
  });
}

const comingSoon = { title: "Coming Soon", body: "This game is still in the studio. Check back soon!" };

/** One mini-game's page (mini-games.md section 2): its header, then the game or its Coming Soon card. */
export default function MiniGamePage() {
  const id = useParams().id ?? "";
  // Bumped by Reset progress: the game starts again from what is kept, now nothing.
  const [round, setRound] = useState(0);
  if (!isMiniGameId(id)) return <GameNotFound />;
  const game = MINI_GAMES[id];
  const Game = gameComponent(id);
  return (
    <>
      <header className="border-line border-b bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-5xl px-4 pt-6 pb-8 sm:px-6">
          <div className="flex items-center justify-between gap-4">
            <Link to="/game-gallery" className={buttonClass("ghost", "sm", "-ml-3")}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Gallery
            </Link>
            <LikeButton id={id} />
          </div>
          <div className="mt-6 flex items-start gap-4">
            <MiniGameIcon game={game} size="lg" />
            <div>
              <h1 className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">{game.title}</h1>
              <p className={`mt-1 font-semibold text-sm ${gameColorClasses[game.color].text}`}>{game.type}</p>
              <p className="mt-3 max-w-2xl text-ink-muted">{game.description}</p>
            </div>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {Game ? (
          <>
            <Suspense fallback={<GameLoading />}>
              <LiveGame key={round} Game={Game} />
            </Suspense>
            <details className="mt-10 rounded-2xl border border-line bg-surface p-5">
              <summary className="cursor-pointer py-2.5 font-semibold text-ink">How to Play</summary>
              <p className="mt-3 text-ink-muted">{game.howToPlay}</p>
              {keepsProgress(id) ? <ResetProgress id={id} onReset={() => setRound((count) => count + 1)} /> : null}
            </details>
          </>
        ) : (
          <ComingSoon id={id} />
        )}
      </div>
    </>
  );
}

const noSubscription = () => () => {};

/**
 * The game, marked as hydrating until React runs it. The prerendered controls look ready before the
 * game's chunk has loaded and hydrated; the presses made on them meanwhile are kept by the page's
 * early-input script, which does them once this mark goes (early-input.ts). The mark goes in an
 * effect, after the game's own effects (a parent's run after its children's), so the game has set
 * itself up (Nordle draws its word) in the same render. A game opened by in-app navigation has
 * nothing to hydrate (React reads the browser's answer, not the server's) and is live at once.
 */
function LiveGame({ Game }: { Game: ComponentType }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [live, setLive] = useState(hydrated);
  useEffect(() => setLive(true), []);
  return (
    <div data-hydrating={live ? undefined : ""} data-testid="game-area" ref={keepFeedbackClear}>
      <Game />
    </div>
  );
}

/** The page of a catalogue game without a play screen: How to Play and a Play Now that says Coming Soon. */
function ComingSoon({ id }: { id: MiniGameId }) {
  return (
    <section aria-labelledby="how-to-play" className="max-w-2xl rounded-3xl border border-line bg-surface p-6">
      <h2 id="how-to-play" className="font-bold text-xl">
        How to Play
      </h2>
      <p className="mt-3 text-ink-muted">{MINI_GAMES[id].howToPlay}</p>
      <button type="button" className={buttonClass("primary", "lg", "mt-6")} onClick={() => notify.info(comingSoon)}>
        <Play className="size-5" aria-hidden="true" />
        Play Now
      </button>
    </section>
  );
}

function GameLoading() {
  return (
    <div className="flex min-h-80 items-center justify-center rounded-3xl bg-surface-muted" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-line border-t-brand-600 motion-reduce:animate-none" />
      <span className="sr-only">Loading the game…</span>
    </div>
  );
}

function GameNotFound() {
  return (
    <PageIntro title="Game Not Found" lead="The game you're looking for doesn't exist or has been removed.">
      <Link to="/game-gallery" className={buttonClass("primary", "lg", "mt-8")}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the gallery
      </Link>
    </PageIntro>
  );
}
