import { type MetaArgs, Navigate, useParams } from "react-router";
import { gameById, isGameId } from "../../../shared/catalogue/games";
import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta } from "../../lib/seo";

export function meta({ params }: MetaArgs) {
  const id = params.id ?? "";
  if (!isGameId(id)) return [];
  const { title, description } = gameById(id);
  return pageMeta({ title, description, path: `/games/${id}` });
}

/** Game detail page (site.md 2.7). */
export default function GameDetailPage() {
  const id = useParams().id ?? "";
  // An unknown id goes home (site.md 2.1); the server does the same on a first visit.
  if (!isGameId(id)) return <Navigate to="/" replace />;
  const { title, description } = gameById(id);
  return <PageIntro title={title} lead={description} />;
}
