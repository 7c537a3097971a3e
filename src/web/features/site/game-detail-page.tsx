import { type MetaArgs, Navigate, useParams } from "react-router";
import { GAME_TITLES, isGameId } from "../../../shared/catalogue/game-ids";
import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta } from "../../lib/seo";

export function meta({ params }: MetaArgs) {
  const id = params.id ?? "";
  if (!isGameId(id)) return [];
  const title = GAME_TITLES[id];
  return pageMeta({
    title,
    description: `${title}: how it plays, what's inside and where to download it for Android and iOS.`,
    path: `/games/${id}`,
  });
}

/** Game detail page (site.md 2.7). */
export default function GameDetailPage() {
  const id = useParams().id ?? "";
  // An unknown id goes home (site.md 2.1); the server does the same on a first visit.
  if (!isGameId(id)) return <Navigate to="/" replace />;
  return <PageIntro title={GAME_TITLES[id]} />;
}
