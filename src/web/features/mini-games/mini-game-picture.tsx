import { MINI_GAME_PICTURE_SIZE, miniGamePicture } from "../../../shared/catalogue/mini-game-pictures";
import { MINI_GAMES, type MiniGameId } from "../../../shared/catalogue/mini-games";
import { ImageWithFallback } from "../../components/ui/image-with-fallback";
import { MiniGameIcon } from "./mini-game-icon";

const frame = "block aspect-[8/5] h-auto w-full rounded-2xl border border-line bg-surface-sunken";

/**
 * A gallery card's picture of the game being played, at its declared size so nothing shifts as it
 * loads. Pictures below the first screenful load lazily. A game with nothing to play yet, or a
 * picture that cannot load, shows the game's icon on the same neutral frame instead.
 */
export function MiniGamePicture({ id, eager }: { id: MiniGameId; eager: boolean }) {
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
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`${frame} object-cover`}
      fallback={placeholder}
    />
  );
}
