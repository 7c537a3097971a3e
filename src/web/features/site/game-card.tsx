import { ArrowRight, Eye } from "lucide-react";
import { Link } from "react-router";
import type { Game } from "../../../shared/catalogue/games";
import { buttonClass } from "../../components/ui/button";
import { StoreButtons } from "../../components/ui/store-buttons";
import { GameIcon } from "./game-art";
import { previewIntent } from "./preview-on-demand";

/** A catalogue card (site.md 2.5). */
export function GameCard({ game, onPreview }: { game: Game; onPreview: (game: Game) => void }) {
  return (
    <article
      className="flex flex-col rounded-3xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
      aria-labelledby={`card-${game.id}`}
    >
      <div className="flex items-center gap-4">
        <GameIcon game={game} />
        <div>
          <h3 id={`card-${game.id}`} className="font-bold text-lg leading-tight">
            {game.title}
          </h3>
          <p className="mt-1 font-medium text-ink-muted text-sm">{game.category}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-ink-muted">{game.description}</p>
      <button
        type="button"
        className={buttonClass("primary", "md", "mt-5 w-full")}
        onClick={() => onPreview(game)}
        {...previewIntent}
      >
        <Eye className="size-4" aria-hidden="true" />
        Preview Game
      </button>
      <StoreButtons
        googlePlayUrl={game.googlePlayUrl}
        appStoreUrl={game.appStoreUrl}
        appName={game.title}
        size="sm"
        className="mt-3 justify-center"
      />
      <Link
        to={`/games/${game.id}`}
        className="mt-2 inline-flex min-h-11 items-center justify-center gap-1 rounded font-semibold text-brand-ink text-sm hover:underline"
      >
        View Details
        <ArrowRight className="size-4" aria-hidden="true" />
        <span className="sr-only">of {game.title}</span>
      </Link>
    </article>
  );
}
