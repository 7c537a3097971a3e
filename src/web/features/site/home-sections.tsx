import { HeartHandshake, Sparkles, Users, WifiOff } from "lucide-react";
import { siteConfig } from "../../../shared/site-config";

const reasons = [
  {
    icon: Users,
    title: "Made for groups",
    text: "Every game is built for a room full of people, from two friends on a sofa to a crowd of twenty.",
  },
  {
    icon: Sparkles,
    title: "Always something new",
    text: "Thousands of prompts, words and challenges, refreshed with new packs so no night plays the same.",
  },
  {
    icon: WifiOff,
    title: "No signal needed",
    text: "The apps work offline, so a weak connection never stops the fun halfway through a round.",
  },
  {
    icon: HeartHandshake,
    title: "Fun for everyone",
    text: "Rated 12+ with content that gets people laughing together, not squirming.",
  },
];

/** Why Choose section of the home page (site.md 2.4). */
export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-heading" className="bg-surface-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="why-heading" className="text-center font-bold text-3xl tracking-tight">
          Why Choose {siteConfig.brandName}?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-surface p-6 shadow-sm">
              <Icon className="size-8 text-brand-ink" aria-hidden="true" />
              <h3 className="mt-4 font-bold text-lg">{title}</h3>
              <p className="mt-2 text-ink-muted text-sm leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** About section of the home page, anchored at /#about (site.md 2.4 and section 9: 10+ games). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <div>
          <h2 id="about-heading" className="font-bold text-3xl tracking-tight">
            About Us
          </h2>
          <p className="mt-4 text-ink-muted leading-relaxed">
            {siteConfig.brandName} is a small, independent studio that makes games for the best part of any
            get-together: the moment everyone is laughing at the same time. We have made 10+ games so far, each one
            tested at real parties, family dinners and long car journeys before it reaches your phone.
          </p>
          <p className="mt-4 text-ink-muted leading-relaxed">
            We keep things simple: pick a game, pass the phone, play. No accounts, no fuss, and new content whenever we
            think of something that made us laugh.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-4 text-center">
          {[
            { figure: "10+", label: "games made" },
            { figure: "0", label: "accounts needed" },
            { figure: "2-20", label: "players per game" },
            { figure: "12+", label: "age rating" },
          ].map(({ figure, label }) => (
            <div key={label} className="rounded-3xl bg-brand-50 p-6">
              <p className="font-extrabold text-3xl text-brand-ink">{figure}</p>
              <p className="mt-1 text-ink-muted text-sm">{label}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
