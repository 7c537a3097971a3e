import { Eye } from "lucide-react";
import { GAME_INFO, type Game, screenshotAlt } from "../../../shared/catalogue/games";
import { buttonClass } from "../../components/ui/button";
import { StoreButtons } from "../../components/ui/store-buttons";
import { Tabs } from "../../components/ui/tabs";
import { GameScreenshot } from "./game-art";
import { previewIntent } from "./preview-on-demand";
import { whyIcons } from "./why-icons";

/** The Overview / Features / Screenshots tabs of a game's page (site.md 2.7). */
export function GameDetailTabs({ game, onPreview }: { game: Game; onPreview: () => void }) {
  return (
    <Tabs.Root defaultValue="overview" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Tabs.List aria-label={`About ${game.title}`} className="w-full sm:w-fit">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="features">Features</Tabs.Trigger>
        <Tabs.Trigger value="screenshots">Screenshots</Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="overview" className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          {game.longDescription.split("\n\n").map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-4 text-lg text-ink-soft leading-relaxed first:mt-0">
              {paragraph}
            </p>
          ))}
          {game.whyYoullLoveIt ? (
            <section aria-labelledby="why-love-heading" className="mt-10">
              <h2 id="why-love-heading" className="font-bold text-2xl tracking-tight">
                {game.whyYoullLoveIt.title}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {game.whyYoullLoveIt.points.map((point) => {
                  const Icon = whyIcons[point.icon];
                  return (
                    <li key={point.title} className="rounded-2xl border border-line p-5">
                      <Icon className="size-6 text-brand-ink" aria-hidden="true" />
                      <h3 className="mt-3 font-semibold">{point.title}</h3>
                      <p className="mt-1 text-ink-muted text-sm">{point.description}</p>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="game-info-heading" className="rounded-3xl bg-surface-muted p-6">
            <h2 id="game-info-heading" className="font-bold text-lg">
              Game Info
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {[
                ["Category", game.category],
                ["Best for", `Groups of ${GAME_INFO.groupSize}`],
                ["Age rating", GAME_INFO.ageRating],
                ["Last updated", GAME_INFO.lastUpdated],
              ].map(([term, value]) => (
                <div key={term} className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{term}</dt>
                  <dd className="font-semibold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <button
              type="button"
              onClick={onPreview}
              {...previewIntent}
              className={buttonClass("primary", "md", "mt-6 w-full")}
            >
              <Eye className="size-4" aria-hidden="true" />
              Launch Preview
            </button>
          </section>
          <section
            aria-labelledby="download-heading"
            className="rounded-3xl bg-slate-900 p-6 text-white dark:bg-slate-700"
          >
            <h2 id="download-heading" className="font-bold text-lg">
              Ready to play?
            </h2>
            <p className="mt-2 text-sm text-white/80">
              Download {game.title} free and start your next party in seconds.
            </p>
            <StoreButtons
              googlePlayUrl={game.googlePlayUrl}
              appStoreUrl={game.appStoreUrl}
              appName={game.title}
              size="sm"
              className="mt-4"
            />
          </section>
        </aside>
      </Tabs.Content>

      <Tabs.Content value="features" className="mt-8 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="font-bold text-2xl tracking-tight">
            Features
          </h2>
          <ol className="mt-6 space-y-3">
            {game.features.map((feature, index) => (
              <li key={feature} className="flex gap-4 rounded-2xl border border-line p-4">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-ink text-sm">
                  {index + 1}
                </span>
                <span className="pt-1 text-ink-soft">{feature}</span>
              </li>
            ))}
          </ol>
        </section>
        {game.howToPlay ? (
          <section aria-labelledby="how-to-play-heading">
            <h2 id="how-to-play-heading" className="font-bold text-2xl tracking-tight">
              How to Play
            </h2>
            <ol className="mt-6 space-y-3">
              {game.howToPlay.map(({ step, instruction }) => (
                <li key={step} className="flex gap-4 rounded-2xl bg-surface-muted p-4">
                  <span className="font-extrabold text-2xl text-brand-ink leading-none">
                    <span className="sr-only">Step </span>
                    {step}
                  </span>
                  <span className="text-ink-soft">{instruction}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </Tabs.Content>

      <Tabs.Content value="screenshots" className="mt-8">
        <h2 className="sr-only">Screenshots</h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-8">
          {game.screenshots.map((src, index) => (
            <li key={src} className="mx-auto w-full max-w-64">
              <GameScreenshot game={game} src={src} alt={screenshotAlt(game, index as 0 | 1 | 2)} />
            </li>
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}
