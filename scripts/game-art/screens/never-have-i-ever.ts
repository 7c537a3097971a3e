/** I Have Never Ever: a statement with who owns up, then the tally of confessions. */
import { avatar, badge, button, PLAYERS, phoneScreen, playerShade, type Screen, SLATE, WHITE } from "../phone-ui";
import { bar, boxText, card, chip } from "../play-pieces";
import { promptOf } from "../prompts";
import { diagonalGradient, dropShadow, label, promptSizes } from "../svg";

const OWNED_UP = new Set(["Sam", "Leo"]);

const statement: Screen = (game, pal, ids) => {
  const prompt = promptOf(game);
  const rows = PLAYERS.map((name, i) => {
    const top = 512 + i * 50;
    const has = OWNED_UP.has(name);
    const answer = has
      ? chip(266, top + 6, "I have", { fill: pal[600], text: WHITE, size: 14 })
      : chip(266, top + 6, "Never", { fill: WHITE, text: SLATE[500], stroke: SLATE[200], size: 14 });
    return (
      card(24, top, 342, 44, WHITE, ids, 22) +
      avatar(50, top + 22, 15, name, playerShade(pal, i)) +
      label(76, top + 28, name, 16, { fill: SLATE[900], bold: has }) +
      answer.svg
    );
  }).join("");
  const body =
    card(24, 124, 342, 318, `url(#${ids}card)`, ids, 32) +
    badge(195, 150, "STATEMENT 12", "rgba(255,255,255,.2)", WHITE, true) +
    boxText(195, 196, 290, 220, prompt.text, promptSizes(prompt.text, 30), {
      fill: WHITE,
      bold: true,
      anchor: "middle",
    }) +
    label(24, 482, "Who has? Tap to own up", 19, { fill: SLATE[900], bold: true }) +
    label(366, 482, "2 of 5", 15, { fill: pal[700], bold: true, anchor: "end" }) +
    rows +
    label(195, 790, "Stories first, then swipe for the next one", 14, { fill: SLATE[400], anchor: "middle" });
  const defs = diagonalGradient(`${ids}card`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 6, 8, 0.16);
  return phoneScreen(game, 0, { defs, background: pal[50], dark: false, body });
};

const TALLY: readonly [string, number][] = [
  ["Leo", 7],
  ["Sam", 5],
  ["Mia", 4],
  ["Priya", 2],
  ["Jordan", 1],
];

const tally: Screen = (game, pal, ids) => {
  const last = promptOf(game, (item) => item.includes("glass door"));
  const rows = TALLY.map(([name, count], i) => {
    const top = 212 + i * 74;
    return (
      card(24, top, 342, 62, WHITE, ids, 20) +
      avatar(56, top + 31, 18, name, playerShade(pal, PLAYERS.indexOf(name as (typeof PLAYERS)[number]))) +
      label(86, top + 27, name, 16, { fill: SLATE[900], bold: true }) +
      (i === 0 ? label(86 + name.length * 11 + 10, top + 27, "MOST STORIES", 11, { fill: pal[600], bold: true }) : "") +
      bar(86, top + 38, 220, 8, count / 7, pal[100], pal[500]) +
      label(346, top + 40, String(count), 24, { fill: pal[700], bold: true, anchor: "end" })
    );
  }).join("");
  const body =
    label(24, 160, "Confessions", 28, { fill: SLATE[900], bold: true }) +
    label(24, 190, "After 12 statements \u00b7 Silly pack", 15, { fill: SLATE[500] }) +
    rows +
    card(24, 590, 342, 118, pal[100], ids, 22) +
    label(44, 618, "LAST ONE \u00b7 LEO AND MIA HAVE", 12, { fill: pal[700], bold: true, spacing: 1.4 }) +
    boxText(44, 628, 300, 66, last.text, [19, 18, 17, 16], { fill: SLATE[900], bold: true }) +
    button(24, 736, 342, "Next statement", { fill: pal[600], text: WHITE });
  const defs = dropShadow(`${ids}sh`, pal[900], 4, 6, 0.1);
  return phoneScreen(game, 2, { defs, background: pal[50], dark: false, body });
};

export const neverHaveIEverScreens: readonly [Screen, Screen] = [statement, tally];
