import { Link } from "react-router";
import { MINI_GAMES, type MiniGameId } from "../../../shared/catalogue/mini-games";
import { gameColorClasses } from "../../components/ui/game-colors";
import { LikeButton } from "./likes/like-button";
import { MiniGameIcon } from "./mini-game-icon";
import { MiniGamePicture, type PictureLoading } from "./mini-game-picture";

/**
 * A gallery card (mini-games.md section 2): a picture of the game being played, then its icon,
 * title, type and description. The whole card opens the game; the like button sits above the
 * card's link, in the top right corner of its text, so both stay separate controls. `picture` says
 * how its picture loads: the first screenful's should not wait to be scrolled to.
 */
export function MiniGameCard({ id, picture = "lazy" }: { id: MiniGameId; picture?: PictureLoading }) {
  const game = MINI_GAMES[id];
  return (
    <article
      aria-labelledby={`mini-game-${id}`}
      className="relative flex w-full min-w-0 flex-col rounded-3xl border border-line bg-surface p-3 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <MiniGamePicture id={id} loading={picture} />
      <div className="flex flex-1 flex-col p-3 pt-5">
        <div className="flex items-start gap-4">
          <MiniGameIcon game={game} />
          <div className="min-w-0 flex-1">
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
          <LikeButton id={id} className="relative z-10 shrink-0" />
        </div>
        <p className="mt-4 text-ink-muted">{game.description}</p>
      </div>
    </article>
  );
}
