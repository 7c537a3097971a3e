import { pageMeta } from "../../lib/seo";
import { LegalPage } from "./legal/legal-page";
import { termsAndConditions } from "./legal/terms-and-conditions";

export const meta = () =>
  pageMeta({
    title: "Terms & Conditions",
    description: "The terms that apply when you use our web site, online games and mobile apps.",
    path: "/terms",
  });

/** Terms & Conditions (site.md 2.1; 15 sections, last updated today). */
export default function TermsPage() {
  return <LegalPage document={termsAndConditions} title="Terms & Conditions" />;
}
