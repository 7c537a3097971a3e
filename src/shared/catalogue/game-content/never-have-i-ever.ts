import type { GameContent } from "../game-types";

/** I Have Never Ever: the catalogue's copy and preview statements. */
export const neverHaveIEver: GameContent = {
  title: "I Have Never Ever",
  tagline: "Who has done it? Time to find out",
  description: "Confess, laugh and find out who has done what, with 5000+ statements for groups of 2 or more.",
  longDescription:
    "Some of the best stories only come out when someone reads the right statement. I Have Never Ever gives your group more than 5000 of them, from everyday slip-ups to proper surprises, so you can find out who has done what without anyone having to ask.\n\nRead a statement aloud, and anyone who has done it owns up. Then comes the best part: the questions, the laughter and the stories behind every confession. You need at least two players, and it works brilliantly with bigger groups too.\n\nThe app runs offline on Android and iOS, so it is ready for sleepovers, road trips and holidays wherever you are.",
  features: [
    "Over 5000 statements to read out",
    "Categories for every mood, from silly to surprising",
    "Needs just 2 players, and works for groups of up to 20",
    "Quick to learn, with no cards or setup",
    "Sparks stories, debates and plenty of laughs",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "questions",
    items: [
      "Never have I ever laughed so hard that I snorted",
      "Never have I ever waved back at someone who was waving at somebody else",
      "Never have I ever fallen asleep during a film at the cinema",
      "Never have I ever pretended to be on the phone to avoid talking to someone",
      "Never have I ever sent a message to the wrong group chat",
      "Never have I ever eaten food that fell on the floor",
      "Never have I ever forgotten the name of someone I had just met",
      "Never have I ever sung in the shower loud enough for the neighbours to hear",
      "Never have I ever walked into a glass door",
      "Never have I ever stayed up all night to finish a book or a series",
      "Never have I ever got lost in a shop",
      "Never have I ever practised an argument in the mirror",
    ],
  },
  color: "violet",
  screenshotCaptions: ["a statement with the players who own up", "the How to Play steps", "the tally of confessions"],
  whyYoullLoveIt: {
    title: "Why You'll Love I Have Never Ever",
    points: [
      {
        icon: "message-circle",
        title: "Stories Come Out",
        description: "Every statement is a chance for someone to share a story nobody has heard before.",
      },
      {
        icon: "layers",
        title: "Thousands of Statements",
        description: "More than 5000 statements mean you can play again and again without repeats.",
      },
      {
        icon: "smile",
        title: "Easy to Start",
        description: "There are no rules to learn, so anyone can join in from the very first round.",
      },
      {
        icon: "wifi-off",
        title: "No Signal Needed",
        description: "The whole game works offline, so it travels wherever your group goes.",
      },
    ],
  },
  howToPlay: [
    { step: 1, instruction: "Gather at least two players and choose the categories you want." },
    { step: 2, instruction: "One player reads the statement on the screen out loud." },
    { step: 3, instruction: "Anyone who has done it owns up, for example by raising a hand or putting a finger down." },
    { step: 4, instruction: "Ask for the story behind each confession, then tap for the next statement." },
    { step: 5, instruction: "Pass the phone around so everyone gets a turn to read." },
  ],
};
