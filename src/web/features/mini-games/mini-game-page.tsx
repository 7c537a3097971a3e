import { Link, type MetaArgs, useParams } from "react-router";
import { isMiniGameId, MINI_GAMES } from "../../../shared/catalogue/mini-games";
import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta, unlistedPageMeta } from "../../lib/seo";

export function meta({ params }: MetaArgs) {
  const id = params.id ?? "";
  if (!isMiniGameId(id)) return unlistedPageMeta("Game Not Found");
  const title = MINI_GAMES[id].title;
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
  const { title, description } = MINI_GAMES[id];
  return <PageIntro title={title} lead={description} />;
}
