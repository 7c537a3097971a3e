import { PageIntro } from "../../components/ui/page-intro";
import { unlistedPageMeta } from "../../lib/seo";

export const meta = () => unlistedPageMeta("Admin Analytics");

/** Demonstration analytics dashboard (site.md 2.9). */
export default function AnalyticsPage() {
  return <PageIntro title="Admin Analytics" />;
}
