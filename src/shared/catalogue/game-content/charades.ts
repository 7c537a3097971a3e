import type { GameContent } from "../game-types";

/** Charades: the catalogue's copy and preview words and phrases. */
export const charades: GameContent = {
  title: "Charades",
  tagline: "No words allowed, just wild guesses",
  description: "Act it out without a word while your team shouts guesses: 6000+ words and phrases to mime.",
  longDescription:
    "Charades is the game where actions speak louder than words, because words are not allowed at all. A word or phrase appears on the screen, and you have to act it out while your team shouts guesses as fast as they can.\n\nWith more than 6000 words and phrases, from animals and jobs to films and everyday moments, there is always something new to mime. The built-in timer keeps each turn snappy, and the app keeps track of the score, so you can focus on the acting.\n\nIt works offline on Android and iOS and suits groups of 2 to 20, from family evenings to big parties.",
  features: [
    "Over 6000 words and phrases to act out",
    "Categories including animals, jobs, films and actions",
    "Built-in timer keeps every turn quick",
    "Automatic scoring so nobody has to keep count",
    "Great for groups of 2 to 20 people",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "challenges",
    items: [
      "Action: Brushing a dog's teeth",
      "Animal: Kangaroo",
      "Job: Lifeguard",
      "Movie: A knight rescuing a dragon",
      "Action: Building a sandcastle",
      "Sport: Ice skating",
      "Object: Washing machine",
      "Action: Carrying a very wobbly cake",
    ],
  },
  color: "fuchsia",
  screenshotCaptions: ["an acting card with the timer running", "the How to Play steps", "the category picker"],
  whyYoullLoveIt: {
    title: "Why You'll Love Charades",
    points: [
      {
        icon: "party-popper",
        title: "Laughs Guaranteed",
        description: "Watching friends mime a wobbly cake is funny every single time.",
      },
      {
        icon: "layers",
        title: "Thousands of Prompts",
        description: "More than 6000 words and phrases mean you never act out the same thing twice in a night.",
      },
      {
        icon: "users",
        title: "Everyone Joins In",
        description: "No special skills are needed, so players of all ages can take part.",
      },
      {
        icon: "wifi-off",
        title: "Play Offline",
        description: "The whole game works without internet, wherever the party happens to be.",
      },
    ],
  },
  howToPlay: [
    { step: 1, instruction: "Split into teams and choose the categories you want to play." },
    { step: 2, instruction: "The first actor starts the timer and looks at the word or phrase on the screen." },
    { step: 3, instruction: "Act it out without speaking or pointing at objects while your team shouts guesses." },
    { step: 4, instruction: "Tap when your team gets it right, or skip to the next prompt if you are stuck." },
    { step: 5, instruction: "When time runs out, pass the phone to the next team, and the highest score wins." },
  ],
};
