import type { GameContent } from "../game-types";

/** Would You Rather: the catalogue's copy and preview dilemmas. */
export const wouldYouRather: GameContent = {
  title: "Would You Rather",
  tagline: "Two choices, no escape, one great debate",
  description:
    "Two impossible choices, one answer, and a good reason for it: 3000+ dilemmas that start the best debates.",
  longDescription:
    "Would You Rather puts two options in front of you and asks you to pick one, however tricky that turns out to be. Some choices are silly, some are surprisingly tough, and every one of them needs a good reason behind it.\n\nWith more than 3000 questions, there is always a fresh dilemma ready to get the group talking. Play in pairs on a long journey or with a full room at a party, and watch friendly arguments break out over which choice is obviously right.\n\nThe app works offline on Android and iOS, so you can keep the debates going anywhere, with no internet needed. It is quick to pick up, easy to put down and very hard to stop playing once the first question lands.",
  features: [
    "Over 3000 would you rather questions",
    "Dilemmas that range from silly to seriously tricky",
    "Perfect for starting conversations and friendly debates",
    "Great for groups of 2 to 20 people",
    "No setup, just read the question and choose",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "questions",
    items: [
      "Would you rather be able to talk to animals or speak every human language?",
      "Would you rather always have to sing instead of speak or dance everywhere you go?",
      "Would you rather live in a treehouse or on a houseboat?",
      "Would you rather have a rewind button or a pause button for your life?",
      "Would you rather never use a phone again or never watch another film?",
      "Would you rather be the funniest person in the room or the smartest?",
      "Would you rather explore the deep ocean or travel to outer space?",
      "Would you rather have hiccups for a whole day or sneeze every ten minutes?",
      "Would you rather eat only sweet food or only savoury food for a year?",
      "Would you rather know what your pet is thinking or have your pet understand everything you say?",
    ],
  },
  color: "sky",
  screenshotCaptions: [
    "a dilemma split into its two options",
    "what's inside the app",
    "two options and the group's votes",
  ],
  whyYoullLoveIt: {
    title: "Why You'll Love Would You Rather",
    points: [
      {
        icon: "message-circle",
        title: "Instant Conversation Starter",
        description: "Every question gets people explaining, defending and changing their minds.",
      },
      {
        icon: "layers",
        title: "Thousands of Dilemmas",
        description: "More than 3000 questions keep the choices fresh every time you play.",
      },
      {
        icon: "zap",
        title: "Quick to Play",
        description: "Read a question, pick a side and you are already playing.",
      },
    ],
  },
};
