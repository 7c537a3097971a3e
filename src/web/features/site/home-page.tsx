import { Gamepad2, Rss } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { GAME_CATEGORIES, GAMES, type Game, gameById } from "../../../shared/catalogue/games";
import { siteConfig } from "../../../shared/site-config";
import { buttonClass } from "../../components/ui/button";
import { HydrateApart } from "../../components/ui/hydrate-apart";
import { track } from "../../lib/analytics";
import { pageMeta } from "../../lib/seo";
import { GameScreenshot } from "./game-art";
import { GameCard } from "./game-card";
import { AboutSection, WhyChooseSection } from "./home-sections";
import { NewsletterSection } from "./newsletter-section";
import { PreviewOnDemand } from "./preview-on-demand";
import { useVisitorStatus } from "./use-visitor-status";

export const meta = () =>
  pageMeta({
    title: siteConfig.brandName,
    description:
      "Party games for your phone and your browser: Truth or Dare, I Have Never Ever, Catchphrase, Charades and more. Preview prompts, play Catchphrase online with friends, or try a mini-game.",
    path: "/",
  });

const ALL_GAMES = "All Games";
const heroShots = [gameById("truth-or-dare"), gameById("catchphrase")];

/** The catalogue home page (site.md 2.4). */
export default function HomePage() {
  const [category, setCategory] = useState(ALL_GAMES);
  const [previewGame, setPreviewGame] = useState<Game | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { status, subscribe } = useVisitorStatus(() => {
    document.getElementById("newsletter")?.scrollIntoView();
    emailRef.current?.focus({ preventScroll: true });
  });
  const games = category === ALL_GAMES ? GAMES : GAMES.filter((game) => game.category === category);
  const openPreview = (game: Game) => {
    setPreviewGame(game);
    track("preview_opened");
  };

  return (
    <>
      <section className="overflow-hidden bg-gradient-to-br from-brand-600 via-brand-500 to-accent-500 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-24">
          <div>
            <h1 className="font-extrabold text-4xl tracking-tight sm:text-6xl">Turn any gathering into a party</h1>
            <p className="mt-6 max-w-xl text-lg text-white/90">
              Nine party games in your pocket, a Catchphrase table that opens in any browser, and a shelf of quick
              mini-games for the moments in between.
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <a href="#games" className={buttonClass("light", "lg")}>
                Explore Our Games
              </a>
              <a
                href={siteConfig.links.iosDeveloperPage}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("onDark", "lg")}
              >
                Download Apps
              </a>
            </div>
          </div>
          <div className="mx-auto grid w-full max-w-sm grid-cols-2 gap-4">
            {heroShots.map((game, index) => (
              <GameScreenshot
                key={game.id}
                game={game}
                src={game.screenshots[0]}
                alt={`${game.title} app screenshot`}
                eager
                className={index === 1 ? "mt-10" : ""}
              />
            ))}
          </div>
        </div>
      </section>

      <HydrateApart>
        <section id="games" aria-labelledby="games-heading" className="scroll-mt-20">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="games-heading" className="font-bold text-3xl tracking-tight">
                  Our Games
                </h2>
                <p className="mt-2 text-ink-muted">Preview a few prompts, then grab the app for the full game.</p>
              </div>
              <a
                href="/rss.xml"
                className="inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold text-brand-ink text-sm hover:underline sm:self-auto"
              >
                <Rss className="size-4" aria-hidden="true" />
                RSS feed
              </a>
            </div>

            <fieldset className="mt-6 flex flex-wrap gap-2">
              <legend className="sr-only">Filter games by category</legend>
              {[ALL_GAMES, ...GAME_CATEGORIES].map((chip) => (
                <button
                  key={chip}
                  type="button"
                  aria-pressed={category === chip}
                  onClick={() => setCategory(chip)}
                  className={`min-h-11 rounded-full px-4 py-2 font-semibold text-sm transition-colors ${
                    category === chip
                      ? "bg-brand-600 text-white"
                      : "bg-surface-sunken text-ink-soft hover:bg-surface-strong"
                  }`}
                >
                  {chip}
                </button>
              ))}
            </fieldset>

            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {games.map((game) => (
                <li key={game.id} className="flex">
                  <GameCard game={game} onPreview={openPreview} />
                </li>
              ))}
            </ul>

            <div className="mt-12 flex justify-center">
              <Link to="/game-gallery" className={buttonClass("outline", "lg")}>
                <Gamepad2 className="size-5" aria-hidden="true" />
                Explore Mini Games Gallery
              </Link>
            </div>
          </div>
        </section>
      </HydrateApart>

      <HydrateApart>
        <WhyChooseSection />
      </HydrateApart>
      <HydrateApart>
        <AboutSection />
      </HydrateApart>
      <HydrateApart>
        <NewsletterSection returning={status.returning} onSubscribe={subscribe} emailRef={emailRef} />
      </HydrateApart>
      <PreviewOnDemand game={previewGame} onClose={() => setPreviewGame(null)} />
    </>
  );
}
