/** The words of Word Hangman (mini-games.md sections 3 and 9): four categories of ten. */
export const CATEGORIES = ["animals", "countries", "fruits", "sports"] as const;
export type HangmanCategory = (typeof CATEGORIES)[number];

export const WORDS: Readonly<Record<HangmanCategory, readonly string[]>> = {
  animals: [
    "ELEPHANT",
    "GIRAFFE",
    "PENGUIN",
    "KANGAROO",
    "DOLPHIN",
    "CHEETAH",
    "TORTOISE",
    "FLAMINGO",
    "HEDGEHOG",
    "SQUIRREL",
  ],
  countries: [
    "BRAZIL",
    "CANADA",
    "DENMARK",
    "ETHIOPIA",
    "FINLAND",
    "GREECE",
    "ICELAND",
    "MOROCCO",
    "PORTUGAL",
    "VIETNAM",
  ],
  fruits: [
    "APRICOT",
    "BLUEBERRY",
    "COCONUT",
    "GRAPEFRUIT",
    "KIWI",
    "MANDARIN",
    "PAPAYA",
    "PINEAPPLE",
    "RASPBERRY",
    "WATERMELON",
  ],
  sports: [
    "BADMINTON",
    "BASEBALL",
    "CYCLING",
    "FENCING",
    "GYMNASTICS",
    "HOCKEY",
    "ROWING",
    "SWIMMING",
    "TENNIS",
    "VOLLEYBALL",
  ],
};

/** How a category is named on its button. */
export const categoryLabels: Readonly<Record<HangmanCategory, string>> = {
  animals: "Animals",
  countries: "Countries",
  fruits: "Fruits",
  sports: "Sports",
};
