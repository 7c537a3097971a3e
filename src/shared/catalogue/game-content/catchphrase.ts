import type { GameContent } from "../game-types";

/** Catchphrase: the catalogue's copy and preview words. */
export const catchphrase: GameContent = {
  title: "Catchphrase",
  tagline: "Describe it fast before the buzzer goes",
  description: "Describe the word without saying it before the buzzer goes: 5000+ words for two teams.",
  longDescription:
    "Catchphrase is a race against the clock. A word appears on the screen, and you have to get your team to say it without saying it yourself. Describe it, hint at it, talk around it, then pass the phone on quickly, because whoever is holding it when the buzzer goes loses the point.\n\nWith more than 5000 words to work through, every round brings something new, from everyday objects to tricky ideas. Split into two teams with at least two players each, and the fast passing and frantic clues do the rest.\n\nThe app works offline on Android and iOS, so it is ready for family gatherings, parties and rainy afternoons, with no internet needed.",
  features: [
    "Over 5000 words to describe",
    "Built-in timer with a buzzer that keeps the pressure on",
    "Two teams, each with at least 2 players",
    "Categories from everyday objects to tricky ideas",
    "Great for groups of up to 20 people",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "challenges",
    items: ["Rollercoaster", "Toothbrush", "Snowman", "Lighthouse", "Pancake", "Volcano", "Umbrella", "Treasure map"],
  },
  color: "emerald",
  screenshotCaptions: ["the buzzer ending a round", "the How to Play steps", "a timed round"],
  whyYoullLoveIt: {
    title: "Why You'll Love Catchphrase",
    points: [
      {
        icon: "clock",
        title: "Beat the Buzzer",
        description: "The ticking timer turns every round into a fast and frantic race.",
      },
      {
        icon: "trophy",
        title: "Team Bragging Rights",
        description: "Two teams battle it out, and the winners get to gloat until the next game.",
      },
      {
        icon: "layers",
        title: "Thousands of Words",
        description: "More than 5000 words keep every round fresh and unpredictable.",
      },
      {
        icon: "wifi-off",
        title: "Works Offline",
        description: "No internet is needed, so you can play anywhere the group gathers.",
      },
    ],
  },
  howToPlay: [
    { step: 1, instruction: "Split into two teams with at least two players each, sitting alternately in a circle." },
    { step: 2, instruction: "Start the round, and the first player describes the word on screen without saying it." },
    {
      step: 3,
      instruction: "When a teammate guesses correctly, tap for the next word and pass the phone to the next player.",
    },
    {
      step: 4,
      instruction: "Keep passing quickly, because the team holding the phone when the buzzer goes loses the point.",
    },
    { step: 5, instruction: "Play as many rounds as you like, and the team with the most points wins." },
  ],
};
