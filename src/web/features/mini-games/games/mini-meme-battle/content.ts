/**
 * Mini Meme Battle's prompts (mini-games.md section 3): twelve situations to make a meme about,
 * written for this site, in the spec's eight categories.
 */

export const CATEGORIES = [
  "Programming",
  "Work Life",
  "Family",
  "Technology",
  "Lifestyle",
  "Food",
  "Humor",
  "Fitness",
] as const;

export type MemeCategory = (typeof CATEGORIES)[number];

export type MemePrompt = { readonly id: number; readonly text: string; readonly category: MemeCategory };

export const PROMPTS: readonly MemePrompt[] = [
  { id: 1, text: "When the code works on the first try and nobody knows why", category: "Programming" },
  { id: 2, text: "Fixing one bug and finding three new ones", category: "Programming" },
  { id: 3, text: "The meeting that could have been an email", category: "Work Life" },
  { id: 4, text: "Monday morning energy versus Friday afternoon energy", category: "Work Life" },
  { id: 5, text: "Trying to leave a family party in under an hour", category: "Family" },
  { id: 6, text: "Your phone at 1% with the charger in the other room", category: "Technology" },
  { id: 7, text: "Updating an app and every button has moved", category: "Technology" },
  { id: 8, text: "Planning an early night, then watching one more episode", category: "Lifestyle" },
  { id: 9, text: "Opening the fridge again in case new food appeared", category: "Food" },
  { id: 10, text: "Ordering a salad, then eating everyone else's fries", category: "Food" },
  { id: 11, text: "Laughing at your own joke before you reach the punchline", category: "Humor" },
  { id: 12, text: "Buying new gym clothes instead of going to the gym", category: "Fitness" },
];
