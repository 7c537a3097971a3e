/** Group Party Games: the picker of its games, then a round of one of them, Word Chain. */
import type { GameColor } from "../../../src/shared/catalogue/game-types";
import { avatar, badge, button, PALETTES, phoneScreen, playerShade, type Screen, SLATE, WHITE } from "../phone-ui";
import { boxText, card } from "../play-pieces";
import { promptOf } from "../prompts";
import { dropShadow, el, label, verticalGradient } from "../svg";

/** The games inside the app, each in the colour of our app of the same game where there is one. */
const INSIDE: readonly [string, string, GameColor][] = [
  ["Word Chain", "WC", "teal"],
  ["Charades", "Ch", "fuchsia"],
  ["Would You Rather", "WY", "sky"],
  ["Hot Seat", "HS", "orange"],
  ["Never Have I Ever", "NH", "violet"],
  ["Catchphrase", "Cp", "emerald"],
  ["Truth or Dare", "TD", "rose"],
  ["Paranoia", "Pa", "indigo"],
];

const gamePicker: Screen = (game, pal, ids) => {
  const tiles = INSIDE.map(([name, initials, color], i) => {
    const x = 24 + (i % 2) * 177;
    const y = 212 + Math.floor(i / 2) * 124;
    const tint = PALETTES[color];
    const chosen = i === 0;
    return (
      card(x, y, 165, 112, WHITE, ids, 22) +
      (chosen
        ? el("rect", {
            x: x + 1.5,
            y: y + 1.5,
            width: 162,
            height: 109,
            rx: 21,
            fill: "none",
            stroke: pal[500],
            "stroke-width": 3,
          })
        : "") +
      el("rect", { x: x + 16, y: y + 16, width: 40, height: 40, rx: 12, fill: tint[500] }) +
      label(x + 36, y + 42, initials, 16, { fill: WHITE, anchor: "middle", bold: true }) +
      boxText(x + 16, y + 62, 140, 42, name, [16, 15, 14], { fill: SLATE[900], bold: true })
    );
  }).join("");
  const body =
    label(24, 160, "Pick a game", 28, { fill: SLATE[900], bold: true }) +
    label(24, 190, "8 games for 5 players \u00b7 switch any time", 15, { fill: SLATE[500] }) +
    tiles +
    button(24, 726, 342, "Play Word Chain", { fill: pal[600], text: WHITE });
  const defs = dropShadow(`${ids}sh`, pal[900], 4, 8, 0.12);
  return phoneScreen(game, 0, { defs, background: pal[50], dark: false, body });
};

const CHAIN: readonly [number, string][] = [
  [0, "Tiger"],
  [1, "Rabbit"],
  [2, "Tortoise"],
];

const wordChain: Screen = (game, pal, ids) => {
  const prompt = promptOf(game, (item) => item.startsWith("Word Chain:"));
  const rows = CHAIN.map(([player, word], i) => {
    const top = 368 + i * 66;
    const name = ["Sam", "Priya", "Leo"][player] ?? "";
    return (
      el("rect", { x: 24, y: top, width: 342, height: 56, rx: 18, fill: WHITE, "fill-opacity": 0.12 }) +
      avatar(54, top + 28, 17, name, playerShade(pal, player + 1)) +
      label(82, top + 24, name, 13, { fill: WHITE, opacity: 0.75 }) +
      label(82, top + 45, word, 20, { fill: WHITE, bold: true }) +
      label(346, top + 35, `ends in ${word.slice(-1).toUpperCase()}`, 13, { fill: pal[200], anchor: "end", bold: true })
    );
  }).join("");
  const current =
    card(24, 566, 342, 74, WHITE, ids, 20) +
    avatar(54, 603, 17, "Mia", playerShade(pal, 4)) +
    label(82, 598, "Mia's go", 13, { fill: SLATE[500] }) +
    label(82, 622, "Starts with E", 18, { fill: SLATE[900], bold: true }) +
    el("circle", { cx: 336, cy: 603, r: 18, fill: "none", stroke: pal[500], "stroke-width": 4 }) +
    label(336, 609, "7", 16, { fill: pal[700], anchor: "middle", bold: true });
  const body =
    card(24, 126, 342, 214, WHITE, ids, 28) +
    badge(48, 150, (prompt.kicker ?? prompt.badge).toUpperCase(), pal[100], pal[700], false) +
    boxText(48, 192, 294, 130, prompt.text, [24, 22, 20, 18], { fill: SLATE[900], bold: true }) +
    rows +
    current +
    button(24, 676, 163, "Out", { fill: WHITE, fillOpacity: 0.14, stroke: "rgba(255,255,255,.6)", text: WHITE }) +
    button(203, 676, 163, "Next player", { fill: WHITE, text: pal[700] }) +
    label(195, 782, "Game 1 of 8 \u00b7 Word Chain", 14, { fill: WHITE, anchor: "middle", opacity: 0.75 });
  const defs = verticalGradient(`${ids}bg`, pal[600], pal[800]) + dropShadow(`${ids}sh`, "#000", 10, 12, 0.25);
  return phoneScreen(game, 2, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

export const groupPartyGamesScreens: readonly [Screen, Screen] = [gamePicker, wordChain];
