import type { GameContent } from "../game-types";

/** Truth or Dare: the catalogue's copy and preview prompts. */
export const truthOrDare: GameContent = {
  title: "Truth or Dare",
  tagline: "Spill a secret or take the challenge",
  description:
    "Answer honestly or take the dare: 5000+ prompts in 30+ categories, from gentle ice-breakers to wild cards.",
  longDescription:
    "Truth or Dare is the classic that never gets old, and this version keeps every round fresh. Pick a truth and share something nobody saw coming, or choose a dare and give the whole room something to cheer about. With more than 5000 prompts spread across 30+ categories, you will not run out of surprises before the night is over.\n\nStart gently with ice-breakers for new friends, then turn up the energy with silly, bold or wild-card packs when the group is ready. Add everyone's name, pass the phone around and let the app keep track of whose turn it is.\n\nIt works offline on Android and iOS, so there is no hunting for a signal mid-game. Whether there are two of you or twenty, the fun starts the moment you tap play.",
  features: [
    "Over 5000 prompts across 30+ categories",
    "Truths and dares for every mood, from gentle to wild",
    "Add player names and the app handles the turns",
    "Pick the categories that suit your group",
    "Great for groups of 2 to 20 people",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "challenges",
    items: [
      "What is the most embarrassing thing you have ever said to a teacher?",
      "Dare: Speak only in questions until your next turn",
      "Which song do you secretly know every word to?",
      "Dare: Do your best impression of a nature documentary narrator describing the player on your left",
      "What is the silliest thing you have ever cried about?",
      "Dare: Balance a spoon on your nose for ten seconds",
      "If you could swap lives with anyone in this room for a day, who would it be?",
      "Dare: Let the group choose a new ringtone sound that you must perform every time your name is said",
      "What is the worst gift you have ever pretended to love?",
      "Dare: Walk like a penguin to the door and back",
      "Have you ever blamed a sibling or pet for something you did?",
      "Dare: Tell a joke so bad that at least one person groans",
      "What is one habit of yours you hope nobody has noticed?",
      "Dare: Hold a plank while the group counts slowly to twenty",
    ],
  },
  color: "rose",
  screenshotCaptions: ["Priya choosing truth or dare", "the How to Play steps", "a dare card for Priya"],
  whyYoullLoveIt: {
    title: "Why You'll Love Truth or Dare",
    points: [
      {
        icon: "layers",
        title: "Endless Fresh Prompts",
        description: "More than 5000 truths and dares in 30+ categories mean every round feels new.",
      },
      {
        icon: "flame",
        title: "Set the Heat",
        description: "Choose gentle ice-breakers or wild cards so the game matches the mood of the room.",
      },
      {
        icon: "users",
        title: "Any Size Group",
        description: "It plays just as well with two friends on a sofa as with twenty at a party.",
      },
      {
        icon: "wifi-off",
        title: "Play Anywhere",
        description: "Everything works offline, so the game keeps going even when the signal does not.",
      },
    ],
  },
  howToPlay: [
    { step: 1, instruction: "Add the names of everyone playing and pick the categories you like." },
    { step: 2, instruction: "The app chooses whose turn it is, and that player picks Truth or Dare." },
    { step: 3, instruction: "Read the prompt out loud so the whole group can hear it." },
    { step: 4, instruction: "Answer the truth honestly or complete the dare in front of everyone." },
    { step: 5, instruction: "Pass the phone on and keep going until the group calls it a night." },
  ],
};
