import type { GameContent } from "../game-types";

/** Hot Seat: the catalogue's copy and preview questions. */
export const hotSeat: GameContent = {
  title: "Hot Seat",
  tagline: "Take the seat and face the questions",
  description:
    "One player takes the seat and everyone else asks the questions: quick rounds, honest answers, big reveals.",
  longDescription:
    "In Hot Seat, one player sits in the spotlight while everyone else takes turns asking the questions. The rounds are quick, the answers have to be honest, and you will learn more about your friends in ten minutes than in a year of small talk.\n\nThe app serves up a steady stream of questions, from easy warm-ups to ones that make the whole room lean in. When the round is over, the seat moves on and someone new gets the spotlight.\n\nIt is ideal for groups of 2 to 20 people and works offline on Android and iOS, so you can play at a sleepover, on holiday or anywhere the group gathers.",
  features: [
    "A steady stream of questions for the player in the hot seat",
    "Quick rounds that keep everyone involved",
    "Questions from easy warm-ups to big reveals",
    "The seat rotates so everyone gets a turn",
    "Great for groups of 2 to 20 people",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "questions",
    items: [
      "What is the one thing you would save if your house was flooding?",
      "Who in this room would you call first with big news?",
      "What is a talent you have that nobody here knows about?",
      "What is the last thing you searched for on your phone?",
      "Which fictional character are you most like, and why?",
      "What is the strangest dream you can remember?",
      "If you could change one rule at your school or work, what would it be?",
      "What is something you were convinced of as a child that turned out to be wrong?",
      "Which person in this room do you think knows you best?",
      "What is the bravest thing you have ever done?",
    ],
  },
  color: "orange",
  screenshotCaptions: [
    "Leo in the hot seat facing a question",
    "the How to Play steps",
    "the round summary as the seat moves on",
  ],
  howToPlay: [
    { step: 1, instruction: "Choose a player to sit in the hot seat first." },
    { step: 2, instruction: "Pass the phone around the rest of the group, who will ask the questions." },
    { step: 3, instruction: "Each player reads a question from the screen to the person in the hot seat." },
    { step: 4, instruction: "The player in the hot seat answers every question honestly before time runs out." },
    { step: 5, instruction: "When the round ends, the next player takes the seat." },
  ],
};
