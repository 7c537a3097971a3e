/**
 * The words of Emoji Charades (mini-games.md sections 3 and 9): five categories, each with its
 * words. A word has its own five emoji clues, or none, in which case it is played with its
 * category's five fallback clues (one word per category does, so that rule is always in play).
 * Every emoji has a name, read out to screen readers in place of the picture; a name hints like the
 * picture does and never gives the word away.
 */
export const CATEGORIES = ["animals", "food", "movies", "activities", "places"] as const;
export type CharadesCategory = (typeof CATEGORIES)[number];

/** One clue: the emoji, and its name for people who cannot see it. */
export type Clue = readonly [emoji: string, name: string];

/** A word to guess (as it is shown when revealed) and its own clues, if it has any. */
export type CharadesWord = { readonly word: string; readonly clues?: readonly Clue[] };

/** "👑 crown" as a clue: the emoji, a space, then its name. */
function clue(text: string): Clue {
  const space = text.indexOf(" ");
  return [text.slice(0, space), text.slice(space + 1)];
}
const clues = (...texts: string[]): readonly Clue[] => texts.map(clue);
/** A word with its own clues, or with none (it then uses its category's). */
const entry = (word: string, ...texts: string[]): CharadesWord =>
  texts.length > 0 ? { word, clues: clues(...texts) } : { word };

export const CATEGORY_LABELS: Readonly<Record<CharadesCategory, string>> = {
  animals: "Animals",
  food: "Food",
  movies: "Movies",
  activities: "Activities",
  places: "Places",
};

/** The clues of a category's words that have none of their own. */
export const CATEGORY_CLUES: Readonly<Partial<Record<CharadesCategory, readonly Clue[]>>> = {
  animals: clues("🐾 paw prints", "🌳 tree", "🦴 bone", "👀 eyes", "🏞️ national park"),
  food: clues("🍽️ plate with fork and knife", "😋 face savouring food", "🔥 fire", "🧂 salt", "🛒 shopping trolley"),
  movies: clues("🎬 clapper board", "🍿 popcorn", "🎥 film camera", "🎟️ tickets", "⭐ star"),
  activities: clues("🏃 person running", "⏰ alarm clock", "🎉 party popper", "👟 trainer", "🙌 raised hands"),
  places: clues("🗺️ world map", "📍 pin", "🧭 compass", "✈️ aeroplane", "🏙️ city skyline"),
};

export const WORDS: Readonly<Record<CharadesCategory, readonly CharadesWord[]>> = {
  animals: [
    entry("Lion", "👑 crown", "🐈 cat", "🌾 tall grass", "🦷 tooth", "📢 loudspeaker"),
    entry("Penguin", "🧊 ice", "🐟 fish", "🤵 person in a tuxedo", "❄️ snowflake", "🚶 person walking"),
    entry("Elephant", "👂 ear", "🥜 peanuts", "🐭 mouse", "💧 water drop", "🧠 brain"),
    entry("Giraffe", "📏 ruler", "🌳 tree", "🍃 leaves", "🟫 brown square", "👅 tongue"),
    entry("Monkey", "🍌 banana", "🌴 palm tree", "🧗 person climbing", "🤸 cartwheel", "😜 cheeky face"),
    entry("Owl", "🌙 moon", "🌲 pine tree", "👀 eyes", "📚 books", "🤫 shushing face"),
    entry("Snake", "〰️ wavy line", "👅 tongue", "🥚 egg", "🌵 cactus", "💨 hiss of air"),
    entry("Kangaroo", "🇦🇺 flag of Australia", "🦵 leg", "👜 handbag", "🥊 boxing glove", "🍼 baby bottle"),
    entry("Octopus"),
  ],
  food: [
    entry("Pizza", "🇮🇹 flag of Italy", "🧀 cheese", "🍅 tomato", "🔺 red triangle", "📦 box"),
    entry("Sushi", "🍚 bowl of rice", "🐟 fish", "🇯🇵 flag of Japan", "🥢 chopsticks", "🌊 wave"),
    entry("Popcorn", "🌽 ear of corn", "💥 bang", "🎬 clapper board", "🧈 butter", "🧂 salt"),
    entry("Pancake", "🍳 frying pan", "🔄 flip arrows", "🍯 honey pot", "🧈 butter", "🌅 sunrise"),
    entry("Sandwich", "🍞 bread", "🥬 lettuce", "🧀 cheese", "🥓 bacon", "🍱 lunch box"),
    entry("Spaghetti", "🇮🇹 flag of Italy", "🍅 tomato", "🧵 thread", "🍴 fork and knife", "🧆 meatballs"),
    entry("Ice Cream", "🧊 ice cube", "🥛 glass of milk", "🍓 strawberry", "🍪 cookie", "☀️ sun"),
    entry("Burrito"),
  ],
  movies: [
    entry("Titanic", "🚢 ship", "🧊 ice", "💔 broken heart", "🌊 wave", "🎻 violin"),
    entry("Jaws", "🌊 wave", "🏊 swimmer", "🦷 tooth", "😱 screaming face", "🚤 speedboat"),
    entry("Frozen", "❄️ snowflake", "👸 princess", "⛄ snowman", "🏰 castle", "🎶 musical notes"),
    entry("Jurassic Park", "🦖 T-rex", "🦕 long-necked dinosaur", "🧬 DNA", "🏝️ island", "🚙 jeep"),
    entry("Toy Story", "🤠 cowboy", "🚀 rocket", "🧸 teddy bear", "👦 boy", "📦 box"),
    entry("Finding Nemo", "🐠 tropical fish", "🔍 magnifying glass", "🌊 wave", "🐢 turtle", "🦈 shark"),
    entry("Cars", "🏎️ racing car", "⚡ lightning bolt", "🏁 chequered flag", "🛣️ motorway", "🏆 trophy"),
    entry("Shrek", "🟢 green circle", "👹 ogre", "🐴 horse", "🧅 onion", "👸 princess"),
    entry("Ghostbusters"),
  ],
  activities: [
    entry("Swimming", "🌊 wave", "🩱 swimsuit", "🥽 goggles", "🏁 chequered flag", "💦 splashes"),
    entry("Camping", "⛺ tent", "🔥 fire", "🌲 pine tree", "🌙 moon", "🎒 backpack"),
    entry("Fishing", "🚣 rowing boat", "🪱 worm", "🐟 fish", "🪝 hook", "🌅 sunrise"),
    entry("Painting", "🎨 palette", "🖌️ brush", "🖼️ framed picture", "🌈 rainbow", "🪣 bucket"),
    entry("Dancing", "🕺 disco pose", "💃 twirl in a red dress", "🎶 musical notes", "👠 high heel", "🥳 party face"),
    entry("Skiing", "🏔️ snowy mountain", "❄️ snowflake", "🎿 skis", "🚡 cable car", "🥶 cold face"),
    entry("Cooking", "🍳 frying pan", "🔪 kitchen knife", "🧂 salt", "📖 open book", "🔥 fire"),
    entry("Gardening", "🌱 seedling", "🪴 potted plant", "💧 water drop", "🌻 sunflower", "🐛 caterpillar"),
    entry("Knitting"),
  ],
  places: [
    entry("Beach", "☀️ sun", "🌊 wave", "🐚 seashell", "🏄 surfer", "🩴 flip-flop"),
    entry("Library", "📚 books", "🤫 shushing face", "📖 open book", "🪑 chair", "🔖 bookmark"),
    entry("Hospital", "🚑 ambulance", "🩺 stethoscope", "💉 syringe", "🛏️ bed", "🤒 face with a thermometer"),
    entry("Airport", "✈️ aeroplane", "🧳 suitcase", "🛂 passport control", "🛫 take-off", "🕒 clock"),
    entry("Paris", "🗼 tower", "🥐 croissant", "🇫🇷 flag of France", "🎨 palette", "❤️ heart"),
    entry("Zoo", "🦓 zebra", "🦁 lion", "🐒 monkey", "🎟️ tickets", "🍦 ice cream cone"),
    entry("Volcano", "🏔️ mountain", "🔥 fire", "💥 explosion", "🌫️ smoke", "🪨 rock"),
    entry("School", "🎒 backpack", "📝 notes", "🍎 apple", "🔔 bell", "✏️ pencil"),
    entry("Museum"),
  ],
};
