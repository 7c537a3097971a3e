import type { GameContent } from "../game-types";

/** Password: the catalogue's copy and preview passwords. */
export const password: GameContent = {
  title: "Password",
  tagline: "One word at a time to crack the code",
  description: "Give one-word clues until your partner says the secret word: 4000+ passwords to crack.",
  longDescription:
    "Password is all about saying more with less. You can see the secret word, your partner cannot, and the only way to help them is with single-word clues. Choose each clue carefully, because the fewer you need, the better you score.\n\nWith more than 4000 passwords, the game moves from easy warm-ups to words that will have you thinking hard about every clue. Play in pairs, or split a bigger group into teams and take turns.\n\nThe app works offline on Android and iOS, so you can crack passwords at home, on holiday or on a long journey, with no internet needed.",
  features: [
    "Over 4000 passwords to crack",
    "One-word clues keep every round simple and tense",
    "Play in pairs or split a bigger group into teams",
    "Words range from easy warm-ups to real brain-teasers",
    "Great for groups of 2 to 20 people",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "challenges",
    items: ["Lighthouse", "Picnic", "Thunder", "Keyboard", "Penguin", "Backpack", "Sunflower", "Compass"],
  },
  color: "amber",
  screenshotCaptions: [
    "the secret word and the one-word clues so far",
    "the How to Play steps",
    "the pairs' clue counts",
  ],
  howToPlay: [
    { step: 1, instruction: "Pair up, and decide who gives clues first and who guesses." },
    { step: 2, instruction: "The clue-giver looks at the secret word on the screen while the guesser looks away." },
    { step: 3, instruction: "Give a single-word clue, and the guesser gets one try to say the password." },
    { step: 4, instruction: "Keep giving one-word clues until the password is cracked or you decide to pass." },
    { step: 5, instruction: "Swap roles for the next word, and the pair who needs the fewest clues wins." },
  ],
};
