/** Password: the secret word with the clues so far, then the pairs' clue counts. */
import { avatar, badge, button, phoneScreen, playerShade, type Screen, SLATE, WHITE } from "../phone-ui";
import { card, chip, cross } from "../play-pieces";
import { promptOf } from "../prompts";
import { diagonalGradient, dropShadow, el, label } from "../svg";

const CLUES: readonly [string, string][] = [
  ["Beacon", "Priya said: Fire"],
  ["Coast", "Priya said: Beach"],
  ["Tower", "Priya is guessing..."],
];

const clueGiving: Screen = (game, pal, ids) => {
  const secret = promptOf(game, (item) => item === "Lighthouse");
  const rows = CLUES.map(([clue, outcome], i) => {
    const top = 452 + i * 58;
    const current = i === CLUES.length - 1;
    return (
      card(24, top, 342, 48, current ? WHITE : pal[100], ids, 18) +
      el("circle", { cx: 50, cy: top + 24, r: 13, fill: current ? pal[500] : WHITE }) +
      label(50, top + 29, String(i + 1), 13, { fill: current ? WHITE : pal[800], anchor: "middle", bold: true }) +
      label(76, top + 31, clue, 19, { fill: SLATE[900], bold: true }) +
      (current ? "" : cross(186, top + 24, SLATE[400], 0.6)) +
      label(346, top + 30, outcome, 13, { fill: current ? pal[700] : SLATE[500], anchor: "end", bold: current })
    );
  }).join("");
  const body =
    avatar(46, 150, 18, "Sam", playerShade(pal, 0)) +
    label(72, 155, "Sam gives clues", 14, { fill: SLATE[900], bold: true }) +
    avatar(234, 150, 18, "Priya", playerShade(pal, 1)) +
    label(260, 155, "Priya guesses", 14, { fill: SLATE[900], bold: true }) +
    card(24, 190, 342, 200, `url(#${ids}card)`, ids, 30) +
    badge(195, 214, "SECRET WORD", "rgba(255,255,255,.35)", pal[900], true) +
    label(195, 310, secret.text.toUpperCase(), 40, { fill: pal[900], anchor: "middle", bold: true, spacing: 2 }) +
    label(195, 360, "Priya, look away!", 15, { fill: pal[900], anchor: "middle", opacity: 0.8 }) +
    label(24, 432, "One-word clues", 19, { fill: SLATE[900], bold: true }) +
    label(366, 432, "Clue 3", 15, { fill: pal[700], anchor: "end", bold: true }) +
    rows +
    button(24, 650, 163, "Pass", { fill: WHITE, stroke: SLATE[200], text: SLATE[600] }) +
    button(203, 650, 163, "Cracked it", { fill: pal[600], text: WHITE }) +
    label(195, 756, "Fewer clues, more points", 14, { fill: SLATE[400], anchor: "middle" });
  const defs = diagonalGradient(`${ids}card`, pal[300], pal[500]) + dropShadow(`${ids}sh`, pal[900], 4, 8, 0.12);
  return phoneScreen(game, 0, { defs, background: pal[50], dark: false, body });
};

type Pair = { names: [number, number]; title: string; words: readonly [string, number][] };

const PAIRS: readonly Pair[] = [
  {
    names: [0, 1],
    title: "Sam & Priya",
    words: [
      ["Picnic", 2],
      ["Thunder", 4],
      ["Compass", 3],
    ],
  },
  {
    names: [2, 3],
    title: "Leo & Mia",
    words: [
      ["Keyboard", 5],
      ["Penguin", 3],
      ["Backpack", 4],
    ],
  },
];

const pairCard = (pair: Pair, top: number, leading: boolean, pal: Parameters<Screen>[1], ids: string) => {
  const ink = leading ? WHITE : SLATE[900];
  const total = pair.words.reduce((sum, [, clues]) => sum + clues, 0);
  let x = 44;
  const chips = pair.words
    .map(([word, clues]) => {
      const piece = chip(x, top + 96, `${word} ${clues}`, {
        fill: leading ? "rgba(255,255,255,.2)" : pal[100],
        text: leading ? WHITE : pal[800],
        size: 12,
      });
      x += piece.width + 8;
      return piece.svg;
    })
    .join("");
  return (
    card(24, top, 342, 160, leading ? `url(#${ids}card)` : WHITE, ids, 28) +
    avatar(64, top + 50, 20, pair.title.split(" ")[0] ?? "", playerShade(pal, pair.names[0] + 1)) +
    avatar(88, top + 50, 20, pair.title.split(" ")[2] ?? "", playerShade(pal, pair.names[1] + 1)) +
    label(120, top + 57, pair.title, 18, { fill: ink, bold: true }) +
    label(346, top + 58, `${total} clues`, 20, { fill: ink, anchor: "end", bold: true }) +
    chips
  );
};

const pairs: Screen = (game, pal, ids) => {
  const body =
    label(24, 160, "Fewest clues wins", 28, { fill: SLATE[900], bold: true }) +
    label(24, 190, "Three passwords each so far", 15, { fill: SLATE[500] }) +
    pairCard(PAIRS[0] as Pair, 214, true, pal, ids) +
    pairCard(PAIRS[1] as Pair, 394, false, pal, ids) +
    card(24, 576, 342, 98, pal[100], ids, 22) +
    label(44, 606, "NEXT UP", 12, { fill: pal[800], bold: true, spacing: 1.6 }) +
    label(44, 636, "Leo & Mia swap roles", 19, { fill: SLATE[900], bold: true }) +
    label(44, 660, "Mia gives the clues for the next password", 14, { fill: SLATE[600] }) +
    button(24, 720, 342, "Next password", { fill: pal[600], text: WHITE });
  const defs = diagonalGradient(`${ids}card`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 4, 8, 0.12);
  return phoneScreen(game, 2, { defs, background: pal[50], dark: false, body });
};

export const passwordScreens: readonly [Screen, Screen] = [clueGiving, pairs];
