import type { GameContent } from "../game-types";

/** Paranoia: the catalogue's copy and preview questions. */
export const paranoia: GameContent = {
  title: "Paranoia",
  tagline: "A whisper, a name and a coin toss",
  description:
    "A question is whispered, a name is said out loud, and only a coin toss decides whether anyone learns why.",
  longDescription:
    "Paranoia is the game of whispered questions and nervous glances. One player quietly reads a question to the person next to them, who answers out loud with the name of someone in the room. Everyone hears the name, but nobody knows the question.\n\nThen the coin is tossed. Heads, and the question is revealed to the whole group. Tails, and the secret stays secret, leaving the named player wondering what it could possibly have been.\n\nThe app supplies the questions and the coin toss, so all you need is your group. It works offline on Android and iOS and suits groups of up to 20, making it a brilliant pick for sleepovers and parties alike.",
  features: [
    "A ready supply of who-is-most-likely-to questions",
    "Built-in coin toss decides when questions are revealed",
    "Questions stay private until the coin says otherwise",
    "Quick rounds that keep the whole group guessing",
    "Great for groups of up to 20 people",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "questions",
    items: [
      "Who in this room is most likely to become famous?",
      "Who in this room is most likely to laugh at the worst possible moment?",
      "Who in this room is most likely to get lost in their own town?",
      "Who in this room is most likely to win a talent show?",
      "Who in this room is most likely to forget their own birthday?",
      "Who in this room is most likely to adopt ten pets?",
      "Who in this room is most likely to talk their way out of trouble?",
      "Who in this room is most likely to survive a week on a desert island?",
      "Who in this room is most likely to fall asleep first tonight?",
      "Who in this room is most likely to secretly read your messages over your shoulder?",
    ],
  },
  color: "indigo",
  screenshotCaptions: [
    "a question to whisper to the next player",
    "the How to Play steps",
    "a coin toss that reveals the question",
  ],
  howToPlay: [
    { step: 1, instruction: "Sit in a circle and give the phone to the first player." },
    { step: 2, instruction: "That player reads the question privately, then whispers it to the person on their left." },
    { step: 3, instruction: "The person who heard the whisper answers out loud by naming someone in the room." },
    { step: 4, instruction: "Tap to toss the coin: heads reveals the question to everyone, tails keeps it a secret." },
    { step: 5, instruction: "Pass the phone to the next player and start a new round." },
  ],
};
