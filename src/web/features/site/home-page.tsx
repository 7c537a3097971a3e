import { Link } from "react-router";
import { siteConfig } from "../../../shared/site-config";
import { pageMeta } from "../../lib/seo";

export const meta = () =>
  pageMeta({
    title: siteConfig.brandName,
    description:
      "Party games for your phone and your browser: Truth or Dare, I Have Never Ever, Catchphrase, Charades and more. Preview prompts, play Catchphrase online with friends, or try a mini-game.",
    path: "/",
  });

/** The catalogue home page (site.md 2.4). */
export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-600 via-brand-500 to-accent-500 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
          <h1 className="max-w-3xl font-extrabold text-4xl tracking-tight sm:text-6xl">
            Turn any gathering into a party
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90">
            Nine party games in your pocket, a Catchphrase table that opens in any browser, and a shelf of quick
            mini-games for the moments in between.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <a
              href="#games"
              className="rounded-full border-2 border-white bg-white px-6 py-3 font-semibold text-brand-700 shadow hover:bg-brand-50"
            >
              Explore Our Games
            </a>
            <a
              href={siteConfig.links.iosDeveloperPage}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full border-2 border-white/80 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Download Apps
            </a>
          </div>
        </div>
      </section>

      <section id="games" className="scroll-mt-20">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 className="font-bold text-3xl tracking-tight">Our Games</h2>
          <p className="mt-3 text-slate-600">
            Not sure where to start? Try{" "}
            <Link to="/game-gallery" className="font-semibold text-brand-700 underline underline-offset-4">
              Explore Mini Games Gallery
            </Link>
            .
          </p>
        </div>
      </section>

      <section id="about" className="scroll-mt-20 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 className="font-bold text-3xl tracking-tight">About {siteConfig.brandName}</h2>
        </div>
      </section>
    </>
  );
}
