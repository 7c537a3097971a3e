import { Link, type MetaArgs, useParams } from "react-router";
import { isMiniGameId, MINI_GAME_TITLES } from "../../../shared/catalogue/mini-game-ids";
import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta, unlistedPageMeta } from "../../lib/seo";

export function meta({ params }: MetaArgs) {
  const id = params.id ?? "";
  if (!isMiniGameId(id)) return unlistedPageMeta("Game Not Found");
  const title = MINI_GAME_TITLES[id];
  return pageMeta({
    title,
    description: `Play ${title} in your browser: free, no download, no sign-up.`,
    path: `/mini-games/${id}`,
  });
}

/** One mini-game's page (mini-games.md section 2). */
export default function MiniGamePage() {
  const id = useParams().id ?? "";
  if (!isMiniGameId(id)) {
    return (
      <PageIntro title="Game Not Found" lead="The game you're looking for doesn't exist or has been removed.">
        <Link
          to="/game-gallery"
          className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Back to the gallery
        </Link>
      </PageIntro>
    );
  }
  return <PageIntro title={MINI_GAME_TITLES[id]} />;
}
