import { Eye } from "lucide-react";
import { useState } from "react";
import { type MetaArgs, Navigate, useParams } from "react-router";
import { type Game, gameById, isGameId } from "../../../shared/catalogue/games";
import { buttonClass } from "../../components/ui/button";
import { gameColorClasses } from "../../components/ui/game-colors";
import { StoreButtons } from "../../components/ui/store-buttons";
import { track } from "../../lib/analytics";
import { pageMeta } from "../../lib/seo";
import { GameIcon } from "./game-art";
import { GameDetailTabs } from "./game-detail-tabs";
import { PreviewOnDemand, previewIntent } from "./preview-on-demand";

export function meta({ params }: MetaArgs) {
  const id = params.id ?? "";
  if (!isGameId(id)) return [];
  const { title, description } = gameById(id);
  return pageMeta({ title, description, path: `/games/${id}` });
}

/** Game detail page (site.md 2.7). */
export default function GameDetailPage() {
  const id = useParams().id ?? "";
  const [previewOpen, setPreviewOpen] = useState(false);
  // An unknown id goes home (site.md 2.1); the server does the same on a first visit.
  if (!isGameId(id)) return <Navigate to="/" replace />;
  const game = gameById(id);
  const openPreview = () => {
    setPreviewOpen(true);
    track("preview_opened");
  };

  return (
    <>
      <GameHero game={game} onPreview={openPreview} />
      <GameDetailTabs key={game.id} game={game} onPreview={openPreview} />
      <PreviewOnDemand game={previewOpen ? game : null} onClose={() => setPreviewOpen(false)} />
    </>
  );
}

function GameHero({ game, onPreview }: { game: Game; onPreview: () => void }) {
  return (
    <section className={`text-white ${gameColorClasses[game.color].gradient}`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:flex-row sm:items-center sm:px-6 sm:py-20">
        <GameIcon game={game} eager className="size-24 ring-4 ring-white/30 sm:size-28" />
        <div>
          <h1 className="font-extrabold text-4xl tracking-tight sm:text-5xl">{game.title}</h1>
          <p className="mt-3 text-lg text-white/90 sm:text-xl">{game.tagline}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <button type="button" onClick={onPreview} {...previewIntent} className={buttonClass("light", "lg")}>
              <Eye className="size-5" aria-hidden="true" />
              Preview Game
            </button>
            <StoreButtons googlePlayUrl={game.googlePlayUrl} appStoreUrl={game.appStoreUrl} appName={game.title} />
          </div>
        </div>
      </div>
    </section>
  );
}
