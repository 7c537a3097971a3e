import { Link } from "react-router";
import { MINI_GAMES, type MiniGameId } from "../../../shared/catalogue/mini-games";
import { gameColorClasses } from "../../components/ui/game-colors";
import { LikeButton } from "./likes/like-button";
import { MiniGameIcon } from "./mini-game-icon";

/**
 * A gallery card (mini-games.md section 2): the whole card opens the game, and the like button
 * sits in its top right corner, outside the link so both stay separate controls.
 */
export function MiniGameCard({ id }: { id: MiniGameId }) {
  const game = MINI_GAMES[id];
  return (
    <article
      aria-labelledby={`mini-game-${id}`}
      className="relative flex w-full flex-col rounded-3xl border border-line bg-surface p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="flex items-start gap-4 pr-20">
        <MiniGameIcon game={game} />
        <div>
          <h2 id={`mini-game-${id}`} className="font-bold text-lg leading-tight">
            <Link
              to={`/mini-games/${id}`}
              className="rounded after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
            >
              {game.title}
            </Link>
          </h2>
          <p className={`mt-1 font-medium text-sm ${gameColorClasses[game.color].text}`}>{game.type}</p>
        </div>
      </div>
      <p className="mt-4 text-ink-muted">{game.description}</p>
      <LikeButton id={id} className="absolute top-5 right-5 z-10" />
    </article>
  );
}
