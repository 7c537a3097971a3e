import { PageIntro } from "../../components/ui/page-intro";
import { pageMeta } from "../../lib/seo";

export const meta = () =>
  pageMeta({
    title: "Terms & Conditions",
    description: "The terms that apply when you use our web site, online games and mobile apps.",
    path: "/terms",
  });

/** Terms & Conditions (site.md 2.1). */
export default function TermsPage() {
  return <PageIntro title="Terms & Conditions" />;
}
