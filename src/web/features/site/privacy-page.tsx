import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta } from "../../lib/seo";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What we collect when you use our site and games, why, and the choices you have.",
    path: "/privacy",
  });

/** Privacy Policy (site.md 2.1). */
export default function PrivacyPage() {
  return <PageIntro title="Privacy Policy" />;
}
