import { Heart } from "lucide-react";
import { MINI_GAMES, type MiniGameId } from "../../../../shared/catalogue/mini-games";
import { useLike } from "./likes-store";

/**
 * The heart and count of a mini-game (gallery cards and the game page). Pressed when this visitor
 * likes the game; the count appears once known, so no made-up number ever flashes.
 */
export function LikeButton({ id, className = "" }: { id: MiniGameId; className?: string }) {
  const { entry, loaded, toggle } = useLike(id);
  const title = MINI_GAMES[id].title;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={entry.liked}
      aria-busy={entry.pending}
      disabled={!loaded}
      aria-label={loaded ? `Like ${title}, ${entry.count} ${entry.count === 1 ? "like" : "likes"}` : `Like ${title}`}
      className={`inline-flex min-h-11 min-w-14 items-center justify-center gap-1.5 rounded-full border bg-white px-3 py-1.5 font-semibold text-sm shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:cursor-wait ${
        entry.liked ? "border-rose-200 text-rose-700" : "border-slate-200 text-slate-700 hover:border-rose-200"
      } ${className}`}
    >
      <Heart
        className={`size-4 transition-transform motion-reduce:transition-none ${entry.liked ? "scale-110 fill-rose-500 text-rose-500" : ""}`}
        aria-hidden="true"
      />
      {/* Room for three digits from the start, so the count arriving moves nothing on the page. */}
      <span className="inline-block min-w-[3ch] text-left tabular-nums" data-testid="like-count">
        {loaded ? entry.count : "\u00a0"}
      </span>
    </button>
  );
}
