import type { LinksFunction } from "react-router";
import { SCREENSHOT_SIZE } from "../../../shared/catalogue/game-types";
import { GAME_INFO, GAMES, type GameId, gameById, screenshotAlt } from "../../../shared/catalogue/games";
import { siteConfig } from "../../../shared/site-config";
import { ImageWithFallback, initialsOf } from "../../components/ui/image-with-fallback";
import { PageIntro } from "../../components/ui/page-intro";
import { StoreButtons } from "../../components/ui/store-buttons";
import { pageMeta } from "../../lib/seo";

export const meta = () =>
  pageMeta({
    title: "Ultimate Party Games",
    description: "Every party game we make, in one place: download them for Android and iOS.",
    path: "/ultimate-party-games",
  });

/** Four screens of four different games: which game, and which of its screenshots. */
const SHOWCASE: readonly { id: GameId; screenshot: 0 | 1 | 2 }[] = [
  { id: "truth-or-dare", screenshot: 0 },
  { id: "would-you-rather", screenshot: 2 },
  { id: "catchphrase", screenshot: 2 },
  { id: "never-have-i-ever", screenshot: 0 },
];

const shots = SHOWCASE.map(({ id, screenshot }) => {
  const game = gameById(id);
  return { id, title: game.title, src: game.screenshots[screenshot], alt: screenshotAlt(game, screenshot) };
});

/** The screenshots are the page's largest content: fetch them before the app's scripts run. */
export const links: LinksFunction = () => shots.map(({ src }) => ({ rel: "preload", as: "image", href: src }));

const facts = [
  { value: `${GAMES.length}`, label: "party games" },
  { value: GAME_INFO.groupSize.replace(" people", ""), label: "players per game" },
  { value: "0", label: "boards, cards or pens" },
];

/** Landing page for the whole collection, with store badges and screenshots (site.md 2.1). */
export default function LandingPage() {
  return (
    <>
      <PageIntro
        title="Ultimate Party Games"
        lead="Our whole shelf of party games, in the phone you already carry. Pass it round the sofa, pick a game in seconds and let the questions, dares and buzzer rounds do the rest: no boxes to unpack, no rules to argue over, and something new every time you play."
      >
        <StoreButtons
          className="mt-8"
          googlePlayUrl={siteConfig.links.googlePlayDeveloperPage}
          appStoreUrl={siteConfig.links.iosDeveloperPage}
          appName={siteConfig.brandName}
        />
        <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse justify-end">
              <dt className="text-ink-muted text-sm leading-snug">{fact.label}</dt>
              <dd className="font-extrabold text-3xl text-brand-ink tracking-tight">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageIntro>

      <section aria-labelledby="screenshots-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 id="screenshots-heading" className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          A peek inside the apps
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">Four of our games, straight from the phone screen.</p>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
          {shots.map((shot) => (
            <li key={shot.id}>
              <PhoneScreenshot {...shot} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function PhoneScreenshot({ title, src, alt }: { title: string; src: string; alt: string }) {
  return (
    <figure className="mx-auto max-w-[15rem]">
      <div className="rounded-[2rem] bg-slate-900 p-1.5 dark:bg-slate-700 shadow-brand-900/20 shadow-xl ring-1 ring-slate-900/10 sm:rounded-[2.5rem] sm:p-2">
        <div className="relative aspect-[390/844] overflow-hidden rounded-[1.6rem] bg-brand-50 sm:rounded-[2rem]">
          <span
            aria-hidden="true"
            className="absolute top-2 left-1/2 z-10 h-1.5 w-12 -translate-x-1/2 rounded-full bg-slate-900/80"
          />
          {/* Inside <picture>, React does not add a preload of its own to the prerendered page: the
              route's `links` already preload these, on first visits and on in-app navigations alike. */}
          <picture className="block size-full">
            <ImageWithFallback
              src={src}
              alt={alt}
              width={SCREENSHOT_SIZE.width}
              height={SCREENSHOT_SIZE.height}
              className="size-full object-cover"
              fallback={
                <div
                  role="img"
                  aria-label={alt}
                  className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-b from-brand-600 to-accent-500 p-4 text-center text-white"
                >
                  <span className="font-extrabold text-4xl">{initialsOf(title)}</span>
                  <span className="font-semibold text-sm">{title}</span>
                </div>
              }
            />
          </picture>
        </div>
      </div>
      <figcaption className="mt-3 text-center font-semibold text-ink-soft text-sm">{title}</figcaption>
    </figure>
  );
}
