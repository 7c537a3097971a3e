import { SCREENSHOT_SIZE } from "../../../shared/catalogue/game-types";
import type { Game } from "../../../shared/catalogue/games";
import { gameColorClasses } from "../../components/ui/game-colors";
import { ImageWithFallback, initialsOf } from "../../components/ui/image-with-fallback";

/**
 * A game's icon; its initials on the game's colour when the image cannot load (site.md 2.5).
 * Icons load lazily unless `eager` (a page's header): the grids of cards are mostly below the fold,
 * and each SVG icon is a small document the browser lays out on the main thread before first paint.
 */
export function GameIcon({
  game,
  eager = false,
  className = "size-16",
}: {
  game: Game;
  eager?: boolean;
  className?: string;
}) {
  const colors = gameColorClasses[game.color];
  return (
    <ImageWithFallback
      src={game.icon}
      alt={`${game.title} icon`}
      width={64}
      height={64}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`${className} shrink-0 rounded-2xl shadow-sm`}
      fallback={
        <span
          role="img"
          aria-label={`${game.title} icon`}
          className={`${className} inline-flex shrink-0 items-center justify-center rounded-2xl font-extrabold text-xl ${colors.soft} ${colors.text}`}
        >
          {initialsOf(game.title)}
        </span>
      }
    />
  );
}

/** One of a game's screenshots in a phone frame; the game's name on a tile when it cannot load. */
export function GameScreenshot({
  game,
  src,
  alt,
  eager = false,
  className = "",
}: {
  game: Game;
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  const frame = `aspect-[390/844] w-full rounded-[2rem] border-[6px] border-slate-900 bg-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-700 ${className}`;
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      width={SCREENSHOT_SIZE.width}
      height={SCREENSHOT_SIZE.height}
      loading={eager ? "eager" : "lazy"}
      // The screenshots shown first are the page's largest paint: ahead of the scripts that hydrate it.
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      className={`${frame} object-cover`}
      fallback={
        <div role="img" aria-label={alt} className={`${frame} flex items-center justify-center overflow-hidden`}>
          <div
            className={`flex size-full flex-col items-center justify-center gap-2 rounded-[1.6rem] p-4 text-center text-white ${gameColorClasses[game.color].gradient}`}
          >
            <span className="font-extrabold text-3xl">{initialsOf(game.title)}</span>
            <span className="font-semibold text-sm">{game.title}</span>
          </div>
        </div>
      }
    />
  );
}
