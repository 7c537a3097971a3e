import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta } from "../../lib/seo";

export const meta = () =>
  pageMeta({
    title: "Ultimate Party Games",
    description: "Every party game we make, in one place: download them for Android and iOS.",
    path: "/ultimate-party-games",
  });

/** Landing page with store badges and screenshots (site.md 2.1). */
export default function LandingPage() {
  return <PageIntro title="Ultimate Party Games" />;
}
