import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta } from "../../lib/seo";

export const meta = () =>
  pageMeta({
    title: "Mini Game Gallery",
    description:
      "Quick browser games for a party or a coffee break: word puzzles, drawing, trivia, mini golf and more.",
    path: "/game-gallery",
  });

/** The mini-games gallery (mini-games.md section 2). */
export default function GalleryPage() {
  return <PageIntro title="Mini Game Gallery" />;
}
