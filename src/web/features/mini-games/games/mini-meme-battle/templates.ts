import changeMyMind from "./templates/change-my-mind.svg?no-inline";
import disasterGirl from "./templates/disaster-girl.svg?no-inline";
import distractedBoyfriend from "./templates/distracted-boyfriend.svg?no-inline";
import drake from "./templates/drake.svg?no-inline";
import expandingBrain from "./templates/expanding-brain.svg?no-inline";
import oneDoesNotSimply from "./templates/one-does-not-simply.svg?no-inline";
import tuxedoWinnie from "./templates/tuxedo-winnie.svg?no-inline";
import twoButtons from "./templates/two-buttons.svg?no-inline";

/**
 * The eight meme templates (mini-games.md section 3), with the spec's ids. Each picture is an
 * original cartoon drawn for this site that evokes its meme format, bundled as an SVG file.
 */
export type MemeTemplate = {
  readonly id: string;
  readonly name: string;
  /** The bundled picture's address. */
  readonly imageUrl: string;
  /** The picture's size in pixels; the saved meme has this size. */
  readonly width: number;
  readonly height: number;
  /** What the picture shows, for screen readers. */
  readonly description: string;
  readonly defaultTopText?: string;
  readonly defaultBottomText?: string;
};

export const TEMPLATES: readonly MemeTemplate[] = [
  {
    id: "distracted-boyfriend",
    name: "Wandering Eye",
    imageUrl: distractedBoyfriend,
    width: 600,
    height: 600,
    description: "On a city street, one cartoon figure turns to gaze at a sparkling gift while their companion fumes.",
  },
  {
    id: "drake",
    name: "Nope, Yep",
    imageUrl: drake,
    width: 600,
    height: 600,
    description: "Two panels: a cartoon figure turns away with a raised hand, then points and grins.",
  },
  {
    id: "two-buttons",
    name: "Tough Choice",
    imageUrl: twoButtons,
    width: 600,
    height: 600,
    description: "A worried cartoon figure sweats over two big red buttons.",
  },
  {
    id: "change-my-mind",
    name: "Debate Table",
    imageUrl: changeMyMind,
    width: 600,
    height: 600,
    description: "A confident cartoon figure sits at a folding table in a park behind a blank sign.",
  },
  {
    id: "expanding-brain",
    name: "Growing Brain",
    imageUrl: expandingBrain,
    width: 600,
    height: 800,
    description: "Four panels of a head in profile whose brain grows bigger and glows brighter.",
  },
  {
    id: "one-does-not-simply",
    name: "Wise Warning",
    imageUrl: oneDoesNotSimply,
    width: 600,
    height: 600,
    description: "A bearded cartoon traveller in a fur-collared cloak makes a circle with finger and thumb.",
    defaultTopText: "One does not simply",
  },
  {
    id: "disaster-girl",
    name: "Calm Amid Chaos",
    imageUrl: disasterGirl,
    width: 600,
    height: 600,
    description: "A cartoon kid smirks at the viewer while the house behind them is ablaze.",
  },
  {
    id: "tuxedo-winnie",
    name: "Fancy Upgrade",
    imageUrl: tuxedoWinnie,
    width: 600,
    height: 600,
    description: "A round cartoon bear, first in a plain T-shirt, then in a tuxedo with a bow tie and monocle.",
  },
];
