import type { GameContent } from "../game-types";

/** Group Party Games: the catalogue's copy and preview mini-challenges. */
export const groupPartyGames: GameContent = {
  title: "Group Party Games",
  tagline: "One app, a whole night of games",
  description: "7+ party games in one app, so one download covers the whole night for any size of group.",
  longDescription:
    "Group Party Games brings more than seven party favourites together in a single app, so you never have to juggle downloads or argue about what to play next. Warm up with a word game, move on to acting and guessing, then finish with questions that get everyone talking.\n\nEach game is quick to learn and easy to explain, which means new players can join in at any point. Switch between games whenever the mood changes and keep the energy up all night.\n\nThe app works offline on Android and iOS and suits groups of 2 to 20, making it the easy choice for birthdays, sleepovers, family gatherings and any party in between.",
  features: [
    "7+ party games bundled in one app",
    "Word, acting, guessing and question games",
    "Switch games whenever the mood changes",
    "Quick to learn, so new players can join in any time",
    "Great for groups of 2 to 20 people",
    "Works offline, so no internet is needed at the party",
    "Available on Android and iOS",
  ],
  previewContent: {
    type: "challenges",
    items: [
      "Word Chain: Name an animal that starts with the last letter of the previous player's answer",
      "Charades: Act out making breakfast while being chased by a bee",
      "Would You Rather: Would you rather have a pet dragon or a pet unicorn?",
      "Hot Seat: Tell the group the funniest thing that happened to you this month",
      "Never Have I Ever: Never have I ever tripped over nothing in front of a crowd",
      "Catchphrase: Describe 'hot air balloon' without saying any of the words",
      "Truth or Dare: Show the group your best superhero landing",
      "Paranoia: Who in this room is most likely to become an astronaut?",
    ],
  },
  color: "teal",
  screenshotCaptions: ["the picker of party games", "what's inside the app", "a round of Word Chain"],
  whyYoullLoveIt: {
    title: "Why You'll Love Group Party Games",
    points: [
      {
        icon: "party-popper",
        title: "A Whole Night Covered",
        description: "More than seven games in one app means there is always something new to play.",
      },
      {
        icon: "users",
        title: "Any Group Size",
        description: "Games for two players or twenty, so nobody has to sit out.",
      },
      {
        icon: "sparkles",
        title: "Something for Everyone",
        description: "Word games, acting games and question games suit every kind of player.",
      },
      {
        icon: "wifi-off",
        title: "No Internet Needed",
        description: "Everything works offline, so the party keeps going wherever you are.",
      },
    ],
  },
};
