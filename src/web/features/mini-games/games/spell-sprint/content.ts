/**
 * The words of Spell Sprint (mini-games.md sections 3 and 9): four categories of six words, each
 * with a hint that describes it without naming it. The words are ones people often misspell
 * (double letters, silent letters, unusual vowels), so the game tests spelling, not only recall;
 * each has one accepted spelling in British and American English alike.
 */
export const CATEGORIES = ["animals", "food", "technology", "geography"] as const;
export type SpellCategory = (typeof CATEGORIES)[number];

export type SpellWord = { readonly word: string; readonly hint: string };

export const CATEGORY_LABELS: Readonly<Record<SpellCategory, string>> = {
  animals: "Animals",
  food: "Food",
  technology: "Technology",
  geography: "Geography",
};

export const WORDS: Readonly<Record<SpellCategory, readonly SpellWord[]>> = {
  animals: [
    { word: "RHINOCEROS", hint: "A heavy, thick-skinned grazer with one or two horns on its nose" },
    { word: "CHAMELEON", hint: "A slow lizard that changes the shade of its skin and swivels each eye on its own" },
    { word: "CHIMPANZEE", hint: "Our closest ape relative, clever enough to fish for termites with a stick" },
    { word: "HIPPOPOTAMUS", hint: "A huge African animal that spends its days in rivers; its name means river horse" },
    { word: "SQUIRREL", hint: "A bushy-tailed tree climber that buries nuts for the winter" },
    { word: "CATERPILLAR", hint: "A crawling, leaf-munching larva that will one day become a butterfly" },
  ],
  food: [
    { word: "BROCCOLI", hint: "A green vegetable that looks like a bunch of tiny trees" },
    { word: "SPAGHETTI", hint: "Long, thin strings of pasta, often served with meatballs" },
    { word: "CAPPUCCINO", hint: "An espresso coffee topped with a thick cap of frothy milk" },
    { word: "GUACAMOLE", hint: "A green Mexican dip made from mashed avocado, lime and onion" },
    { word: "CROISSANT", hint: "A flaky, buttery, crescent-shaped French pastry" },
    { word: "MAYONNAISE", hint: "A creamy sandwich spread whipped from egg yolks and oil" },
  ],
  technology: [
    { word: "ALGORITHM", hint: "A step-by-step set of instructions a computer follows to solve a problem" },
    { word: "BLUETOOTH", hint: "The short-range wireless link that pairs headphones with a phone" },
    { word: "ENCRYPTION", hint: "Scrambling data into a secret code that only the key holder can read" },
    { word: "MICROPROCESSOR", hint: "The tiny chip that acts as the brain of a computer" },
    { word: "PERIPHERAL", hint: "Any extra device, such as a printer or a mouse, plugged into a computer" },
    { word: "HYPERLINK", hint: "Clickable text on a web page that takes you somewhere else" },
  ],
  geography: [
    { word: "ARCHIPELAGO", hint: "A chain or cluster of many islands in the sea" },
    { word: "PENINSULA", hint: "A piece of land almost surrounded by water but still joined to the mainland" },
    { word: "MEDITERRANEAN", hint: "The sea between southern Europe and North Africa" },
    { word: "MISSISSIPPI", hint: "The great river that flows south through the United States into the Gulf of Mexico" },
    { word: "KILIMANJARO", hint: "Africa's highest mountain, a snow-capped volcano in Tanzania" },
    { word: "ANTARCTICA", hint: "The frozen continent around the South Pole" },
  ],
};
