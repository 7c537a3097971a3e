import { MINI_GAME_PICTURE_SIZE, miniGamePicture } from "../../../shared/catalogue/mini-game-pictures";
import { MINI_GAMES, type MiniGameId } from "../../../shared/catalogue/mini-games";
import { ImageWithFallback } from "../../components/ui/image-with-fallback";
import { MiniGameIcon } from "./mini-game-icon";

const frame = "block aspect-[8/5] h-auto w-full rounded-2xl border border-line bg-surface-sunken";

/**
 * How a picture loads: "first" is the one a phone shows first, the page's largest paint (at once,
 * ahead of the rest); "eager" the others of the first screenful; "lazy" once scrolled near.
 */
export type PictureLoading = "first" | "eager" | "lazy";

/**
 * A gallery card's picture of the game being played, at its declared size so nothing shifts as it
 * loads, and loaded as `loading` says. A game with nothing to play yet, or a picture that cannot
 * load, shows the game's icon on the same neutral frame instead.
 */
export function MiniGamePicture({ id, loading }: { id: MiniGameId; loading: PictureLoading }) {
  const picture = miniGamePicture(id);
  const placeholder = (
    <span className={`${frame} flex flex-col items-center justify-center gap-2`}>
      <MiniGameIcon game={MINI_GAMES[id]} size="lg" />
      {picture ? null : <span className="font-semibold text-ink-muted text-sm">Coming soon</span>}
    </span>
  );
  if (!picture) return placeholder;
  return (
    <ImageWithFallback
      src={picture.src}
      alt={picture.alt}
      width={MINI_GAME_PICTURE_SIZE.width}
      height={MINI_GAME_PICTURE_SIZE.height}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "first" ? "high" : "auto"}
      decoding="async"
      className={`${frame} object-cover`}
      fallback={placeholder}
    />
  );
}
