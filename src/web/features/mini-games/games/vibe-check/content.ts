import type { Trait, VibeQuestion } from "./logic";

/** A vibe as the results screen shows it (mini-games.md section 3: title, description, color, emoji). */
export type VibeProfile = {
  readonly title: string;
  readonly description: string;
  /** Background of the result card: a gradient dark enough for white text (WCAG AA). */
  readonly color: string;
  readonly emoji: string;
};

const s = (energetic: number, chill: number, creative: number, responsible: number) => ({
  energetic,
  chill,
  creative,
  responsible,
});

/** The five questions of Vibe Check, written for this site. Scores read energetic, chill, creative, responsible. */
export const QUESTIONS: readonly VibeQuestion[] = [
  {
    id: 1,
    text: "Your Saturday plans just got cancelled. What now?",
    options: [
      { text: "Text everyone and round up a last-minute day out", scores: s(3, 0, 1, 0) },
      { text: "Stay in my comfiest clothes with a series and zero guilt", scores: s(0, 3, 0, 0) },
      { text: "Finally start the project I keep sketching in my head", scores: s(1, 0, 3, 0) },
      { text: "Catch up on chores and get next week sorted", scores: s(0, 1, 0, 3) },
    ],
  },
  {
    id: 2,
    text: "Pick a soundtrack for your week.",
    options: [
      { text: "Upbeat anthems with the volume turned all the way up", scores: s(3, 0, 0, 0) },
      { text: "Soft acoustic songs and the sound of rain", scores: s(0, 3, 1, 0) },
      { text: "Odd little tracks nobody else seems to have heard of", scores: s(1, 0, 3, 0) },
      { text: "Whatever helps me power through my to-do list", scores: s(1, 0, 0, 3) },
    ],
  },
  {
    id: 3,
    text: "Your friends are planning a weekend trip. What's your role?",
    options: [
      { text: "The hype person who gets everyone excited to go", scores: s(3, 0, 1, 0) },
      { text: "Happy to go anywhere, as long as there's a hammock", scores: s(0, 3, 0, 0) },
      { text: "The one who finds the quirky hidden spots", scores: s(1, 0, 3, 0) },
      { text: "Keeper of the tickets, the budget and the backup plan", scores: s(0, 0, 1, 3) },
    ],
  },
  {
    id: 4,
    text: "What does your perfect evening look like?",
    options: [
      { text: "Dancing until my feet give up", scores: s(3, 0, 1, 0) },
      { text: "A warm bath, a cup of tea and an early night", scores: s(0, 3, 0, 1) },
      { text: "Painting, writing or cooking something I've never tried", scores: s(0, 1, 3, 0) },
      { text: "Lunches packed and everything ready for tomorrow", scores: s(0, 1, 0, 3) },
    ],
  },
  {
    id: 5,
    text: "Which compliment would make your day?",
    options: [
      { text: "You light up every room you walk into!", scores: s(3, 0, 0, 0) },
      { text: "Being around you is so relaxing.", scores: s(0, 3, 0, 0) },
      { text: "Where do you come up with these ideas?", scores: s(0, 0, 3, 0) },
      { text: "I know I can always count on you.", scores: s(0, 0, 0, 3) },
    ],
  },
];

/** The four result profiles, one per trait, written for this site. */
export const PROFILES: Readonly<Record<Trait, VibeProfile>> = {
  energetic: {
    title: "The Live Wire",
    description:
      "You run on enthusiasm and bring the party with you. Plans appear wherever you go, and your energy gets everyone else moving too.",
    color: "bg-gradient-to-br from-orange-700 to-rose-700",
    emoji: "⚡",
  },
  chill: {
    title: "The Cool Breeze",
    description:
      "Nothing rattles you. You know how to slow down, enjoy the moment and make everyone around you breathe a little easier.",
    color: "bg-gradient-to-br from-sky-700 to-teal-700",
    emoji: "🌊",
  },
  creative: {
    title: "The Daydreamer",
    description:
      "Your head is full of ideas and you see possibilities everywhere. Give you a blank page and you'll fill it with something nobody expected.",
    color: "bg-gradient-to-br from-fuchsia-700 to-violet-700",
    emoji: "🎨",
  },
  responsible: {
    title: "The Anchor",
    description:
      "You're the one everybody counts on. Organised, thoughtful and steady, you turn big plans into things that actually happen.",
    color: "bg-gradient-to-br from-emerald-700 to-teal-800",
    emoji: "🧭",
  },
};

/** How a trait is named on screen. */
export const TRAIT_LABELS: Readonly<Record<Trait, string>> = {
  energetic: "Energetic",
  chill: "Chill",
  creative: "Creative",
  responsible: "Responsible",
};
