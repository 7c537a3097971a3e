/** Would You Rather: a dilemma split into its two halves, then the group's votes. */
import { button, type Palette, phoneScreen, type Screen, SLATE, WHITE } from "../phone-ui";
import { bar, boxText, card } from "../play-pieces";
import { choiceOf } from "../prompts";
import { diagonalGradient, dropShadow, el, label } from "../svg";

const split: Screen = (game, pal, ids) => {
  const [first, second] = choiceOf(game, (item) => item.includes("treehouse"));
  const half = (top: number, letter: string, text: string, fill: string) =>
    el("rect", { x: 16, y: top, width: 358, height: 316, rx: 32, fill }) +
    label(195, top + 70, letter, 20, { fill: WHITE, anchor: "middle", bold: true, opacity: 0.7 }) +
    boxText(195, top + 90, 300, 160, text, [40, 36, 32, 28, 24], { fill: WHITE, bold: true, anchor: "middle" });
  const body =
    half(122, "A", first, `url(#${ids}a)`) +
    half(450, "B", second, `url(#${ids}b)`) +
    el("circle", { cx: 195, cy: 444, r: 34, fill: WHITE, stroke: pal[50], "stroke-width": 6 }) +
    label(195, 451, "OR", 19, { fill: pal[800], anchor: "middle", bold: true }) +
    label(195, 800, "Tap the one you would pick", 14, { fill: SLATE[500], anchor: "middle" });
  const defs = diagonalGradient(`${ids}a`, pal[400], pal[600]) + diagonalGradient(`${ids}b`, pal[700], pal[900]);
  return phoneScreen(game, 0, { defs, background: pal[50], dark: false, body });
};

function optionCard(
  top: number,
  letter: string,
  text: string,
  percent: number,
  selected: boolean,
  pal: Palette,
  ids: string,
) {
  const ink = selected ? WHITE : SLATE[900];
  return (
    card(24, top, 342, 220, selected ? `url(#${ids}card)` : WHITE, ids, 30) +
    el("circle", { cx: 70, cy: top + 50, r: 22, fill: selected ? WHITE : pal[500] }) +
    label(70, top + 57, letter, 20, { fill: selected ? pal[700] : WHITE, anchor: "middle", bold: true }) +
    boxText(108, top + 28, 226, 110, text, [26, 24, 22, 20, 18], { fill: ink, bold: true }) +
    label(48, top + 168, `${percent}% of the group`, 14, { fill: ink, opacity: 0.75 }) +
    bar(
      48,
      top + 180,
      294,
      12,
      percent / 100,
      selected ? "rgba(255,255,255,.3)" : pal[100],
      selected ? WHITE : pal[500],
    )
  );
}

const votes: Screen = (game, pal, ids) => {
  const [first, second] = choiceOf(game, (item) => item.includes("animals"));
  const body =
    label(195, 160, "Would you rather...", 28, { fill: SLATE[900], anchor: "middle", bold: true }) +
    optionCard(196, "A", first, 58, false, pal, ids) +
    optionCard(460, "B", second, 42, true, pal, ids) +
    el("circle", { cx: 195, cy: 438, r: 30, fill: pal[800], stroke: pal[50], "stroke-width": 6 }) +
    label(195, 444.5, "OR", 17, { fill: WHITE, anchor: "middle", bold: true }) +
    button(24, 712, 342, "Next question", { fill: pal[600], text: WHITE }) +
    label(195, 800, "Everyone votes, then defend your pick", 14, { fill: SLATE[400], anchor: "middle" });
  const defs = diagonalGradient(`${ids}card`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 12, 14, 0.22);
  return phoneScreen(game, 2, { defs, background: pal[50], dark: false, body });
};

export const wouldYouRatherScreens: readonly [Screen, Screen] = [split, votes];
