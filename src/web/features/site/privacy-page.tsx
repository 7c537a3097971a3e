import { pageMeta } from "../../lib/seo";
import { LegalPage } from "./legal/legal-page";
import { privacyPolicy } from "./legal/privacy-policy";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What we collect when you use our site and games, why, and the choices you have.",
    path: "/privacy",
  });

/** Privacy Policy (site.md 2.1). */
export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} title="Privacy Policy" />;
}
