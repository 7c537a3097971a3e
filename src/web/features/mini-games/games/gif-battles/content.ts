import angryVolcano from "./art/angry-volcano.svg?no-inline";
import bouncingHeart from "./art/bouncing-heart.svg?no-inline";
import brightIdeaBulb from "./art/bright-idea-bulb.svg?no-inline";
import catAndCup from "./art/cat-and-cup.svg?no-inline";
import cityFireworks from "./art/city-fireworks.svg?no-inline";
import dancingCactus from "./art/dancing-cactus.svg?no-inline";
import eyeRoll from "./art/eye-roll.svg?no-inline";
import fadingGhost from "./art/fading-ghost.svg?no-inline";
import flippingHourglass from "./art/flipping-hourglass.svg?no-inline";
import loopingPaperPlane from "./art/looping-paper-plane.svg?no-inline";
import racingSnail from "./art/racing-snail.svg?no-inline";
import rainCloud from "./art/rain-cloud.svg?no-inline";
import shruggingBlob from "./art/shrugging-blob.svg?no-inline";
import snoozingCouch from "./art/snoozing-couch.svg?no-inline";
import spinningPizza from "./art/spinning-pizza.svg?no-inline";
import wobblyJelly from "./art/wobbly-jelly.svg?no-inline";

/**
 * An animated picture to answer a prompt with. The original hot-linked GIFs from other sites;
 * ours are small animated SVGs drawn for this game, each its own file served with the site
 * (`?no-inline` keeps them files rather than data inside the script). `id` is the file's name.
 */
export type Gif = {
  id: string;
  url: string;
  /** What the picture shows: its alt text and the pick a player shares. */
  title: string;
  /** The feeling the pick gives away, shown on the Result tab. */
  mood: string;
};

export type GifPrompt = { id: string; text: string; gifs: readonly Gif[] };

/** The four prompts of GIF Battles, each with four answers in different moods (mini-games.md section 3). */
export const PROMPTS: readonly GifPrompt[] = [
  {
    id: "weekend",
    text: "When the weekend finally arrives",
    gifs: [
      { id: "dancing-cactus", url: dancingCactus, title: "A cactus dancing in the desert sun", mood: "Party mode" },
      { id: "spinning-pizza", url: spinningPizza, title: "A pizza spinning with joy", mood: "Pure joy" },
      { id: "snoozing-couch", url: snoozingCouch, title: "A couch so comfy it dozes off", mood: "Total chill" },
      { id: "city-fireworks", url: cityFireworks, title: "Fireworks bursting over the city", mood: "Over the moon" },
    ],
  },
  {
    id: "last-slice",
    text: "When someone eats the last slice of cake",
    gifs: [
      { id: "cat-and-cup", url: catAndCup, title: "A cat calmly pushing a cup off the table", mood: "Quiet revenge" },
      { id: "angry-volcano", url: angryVolcano, title: "A tiny volcano erupting with rage", mood: "Furious" },
      { id: "rain-cloud", url: rainCloud, title: "A little cloud raining on itself", mood: "Heartbroken" },
      { id: "shrugging-blob", url: shruggingBlob, title: "A blob giving a big shrug", mood: "Couldn't care less" },
    ],
  },
  {
    id: "slow-reply",
    text: "When your friend finally replies after three days",
    gifs: [
      { id: "racing-snail", url: racingSnail, title: "A snail racing at its absolute top speed", mood: "Sarcastic" },
      { id: "bouncing-heart", url: bouncingHeart, title: "A heart bouncing with relief", mood: "Relieved" },
      { id: "eye-roll", url: eyeRoll, title: "Eyes rolling all the way round", mood: "Unimpressed" },
      {
        id: "flipping-hourglass",
        url: flippingHourglass,
        title: "An hourglass flipping over and over",
        mood: "Still waiting",
      },
    ],
  },
  {
    id: "surprise-quiz",
    text: "When the quiz starts and you forgot to study",
    gifs: [
      { id: "fading-ghost", url: fadingGhost, title: "A ghost shivering and fading away", mood: "Terrified" },
      {
        id: "looping-paper-plane",
        url: loopingPaperPlane,
        title: "A paper plane looping off into the sky",
        mood: "Ready to escape",
      },
      {
        id: "bright-idea-bulb",
        url: brightIdeaBulb,
        title: "A light bulb flickering on with a bright idea",
        mood: "Secretly confident",
      },
      { id: "wobbly-jelly", url: wobblyJelly, title: "A jelly wobbling nervously", mood: "Nervous wreck" },
    ],
  },
];
