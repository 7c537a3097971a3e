/** Charades: an acting card with the timer running, then the category picker. */
import { badge, button, phoneScreen, type Screen, SLATE, WHITE } from "../phone-ui";
import { bar, boxText, card, cross, tick } from "../play-pieces";
import { promptOf } from "../prompts";
import { diagonalGradient, dropShadow, el, label, promptSizes, verticalGradient } from "../svg";

const acting: Screen = (game, pal, ids) => {
  const prompt = promptOf(game, (item) => item.startsWith("Animal:"));
  const roundButton = (cx: number, text: string, fill: string, mark: string, opacity?: number) =>
    el("circle", { cx, cy: 672, r: 44, fill, "fill-opacity": opacity }) +
    mark +
    label(cx, 744, text, 15, { fill: WHITE, anchor: "middle", bold: true });
  const body =
    label(24, 172, "0:37", 40, { fill: WHITE, bold: true }) +
    label(366, 166, "NO TALKING!", 13, { fill: pal[200], anchor: "end", bold: true, spacing: 1.6 }) +
    bar(24, 192, 342, 12, 0.62, "rgba(255,255,255,.2)", pal[300]) +
    card(24, 232, 342, 356, WHITE, ids, 32) +
    badge(195, 262, (prompt.kicker ?? prompt.badge).toUpperCase(), pal[100], pal[700], true) +
    boxText(195, 306, 294, 210, prompt.text, promptSizes(prompt.text, 34), {
      fill: SLATE[900],
      bold: true,
      anchor: "middle",
    }) +
    label(195, 556, "Mia is acting for Team Mimes", 15, { fill: SLATE[500], anchor: "middle" }) +
    roundButton(110, "Skip", WHITE, cross(110, 672, WHITE, 1.4), 0.14) +
    roundButton(280, "Got it", pal[400], tick(280, 672, WHITE, 1.6)) +
    label(195, 790, "Team Mimes 6 \u00b7 Team Shouters 4", 14, { fill: WHITE, anchor: "middle", opacity: 0.75 });
  const defs = verticalGradient(`${ids}bg`, pal[600], pal[900]) + dropShadow(`${ids}sh`, "#000", 12, 14, 0.3);
  return phoneScreen(game, 0, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

const CATEGORIES: readonly [string, string, boolean][] = [
  ["Animals", "1,200 prompts", true],
  ["Jobs", "900 prompts", true],
  ["Films", "1,100 prompts", false],
  ["Actions", "1,300 prompts", true],
  ["Sports", "800 prompts", false],
  ["Objects", "700 prompts", false],
];

const picker: Screen = (game, pal, ids) => {
  const tiles = CATEGORIES.map(([name, count, chosen], i) => {
    const x = 24 + (i % 2) * 177;
    const y = 214 + Math.floor(i / 2) * 148;
    const ink = chosen ? WHITE : SLATE[900];
    const mark = chosen
      ? el("circle", { cx: x + 137, cy: y + 28, r: 14, fill: WHITE }) + tick(x + 137, y + 28, pal[600], 0.7)
      : el("circle", { cx: x + 137, cy: y + 28, r: 13, fill: "none", stroke: SLATE[200], "stroke-width": 2 });
    return (
      card(x, y, 165, 134, chosen ? `url(#${ids}card)` : WHITE, ids, 24) +
      mark +
      label(x + 20, y + 90, name, 21, { fill: ink, bold: true }) +
      label(x + 20, y + 114, count, 14, { fill: ink, opacity: 0.75 })
    );
  }).join("");
  const body =
    label(24, 160, "Choose categories", 28, { fill: SLATE[900], bold: true }) +
    label(24, 190, "Pick as many as you like", 15, { fill: SLATE[500] }) +
    tiles +
    button(24, 682, 342, "Start with 3 categories", { fill: pal[600], text: WHITE }) +
    label(195, 778, "60 seconds a turn \u00b7 2 teams", 14, { fill: SLATE[400], anchor: "middle" });
  const defs = diagonalGradient(`${ids}card`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 4, 8, 0.12);
  return phoneScreen(game, 2, { defs, background: pal[50], dark: false, body });
};

export const charadesScreens: readonly [Screen, Screen] = [acting, picker];
