import { PageIntro } from "../../../components/ui/page-intro";
import { localDay, longDate } from "../../../lib/calendar";
import { useNow } from "../../../lib/use-now";
import type { LegalDocument } from "./legal-document";

/** "accepting-these-terms" for "Accepting these terms": the anchor of a section. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * One legal text (privacy policy, terms) as a page: its title, today's date as the last-updated
 * date (site.md 2.1), the introduction, a table of contents and the numbered sections.
 */
export function LegalPage({ document, title = document.title }: { document: LegalDocument; title?: string }) {
  const now = useNow();
  const sections = document.sections.map((section, index) => ({
    ...section,
    number: index + 1,
    id: anchorOf(section.heading),
  }));
  return (
    <>
      <PageIntro title={title}>
        <p className="mt-4 text-ink-muted">
          Last updated: <time dateTime={localDay(now)}>{longDate(now)}</time>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16">
        <nav
          aria-labelledby="contents-heading"
          className="self-start rounded-2xl border border-line bg-surface-muted p-5 lg:sticky lg:top-24 lg:order-last lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto"
        >
          <h2 id="contents-heading" className="font-semibold text-ink-muted text-xs uppercase tracking-wider">
            Contents
          </h2>
          <ol className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center text-brand-ink underline-offset-2 hover:underline lg:min-h-8"
                >
                  {section.number}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl text-ink-soft leading-relaxed">
          <div className="space-y-4 text-ink-muted sm:text-lg">
            {document.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="scroll-mt-24 font-bold text-2xl text-ink tracking-tight">
                {section.number}. {section.heading}
              </h2>
              <div className="mt-3 space-y-4">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
