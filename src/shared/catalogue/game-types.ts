/** The shape of a catalogue game (site.md section 3). */

/** Icons a "Why You'll Love It" point may show; the browser maps each name to a drawing. */
export const WHY_ICONS = [
  "users",
  "zap",
  "heart",
  "sparkles",
  "smile",
  "shield",
  "clock",
  "trophy",
  "flame",
  "message-circle",
  "party-popper",
  "layers",
  "wifi-off",
  "star",
] as const;
export type WhyIcon = (typeof WHY_ICONS)[number];

/** Theme colours of the games; each names a colour family of the design (preview panel, icon tile). */
export const GAME_COLORS = [
  "rose",
  "violet",
  "sky",
  "orange",
  "indigo",
  "emerald",
  "amber",
  "fuchsia",
  "teal",
] as const;
export type GameColor = (typeof GAME_COLORS)[number];

export type PreviewContent = {
  /** "questions" shows the badge QUESTION, "challenges" shows CHALLENGE (Truth or Dare has its own rule). */
  type: "questions" | "challenges";
  items: readonly string[];
};

export type WhyYoullLoveIt = {
  title: string;
  points: readonly { icon: WhyIcon; title: string; description: string }[];
};

export type HowToPlayStep = { step: number; instruction: string };

/** The size of every screenshot of the catalogue, in CSS pixels: a phone screen, as the pages declare it. */
export const SCREENSHOT_SIZE = { width: 390, height: 844 } as const;

/** What is written for each game; the rest of a Game (id, paths, store links) is derived. */
export type GameContent = {
  title: string;
  tagline: string;
  /** One or two sentences for cards, the feed and search results. */
  description: string;
  /** Several paragraphs for the detail page, separated by blank lines. */
  longDescription: string;
  features: readonly string[];
  previewContent: PreviewContent;
  color: GameColor;
  whyYoullLoveIt?: WhyYoullLoveIt;
  howToPlay?: readonly HowToPlayStep[];
  /**
   * What each of the three screenshots shows, completing "{title} app screenshot: ...": the alt
   * text of the pages and the title of the generated picture. The second shows the How to Play
   * steps, or the features when the game has no steps.
   */
  screenshotCaptions: readonly [string, string, string];
};
