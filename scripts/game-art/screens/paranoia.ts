/** Paranoia: the question to whisper, then the coin toss that reveals it. */
import { avatar, badge, button, PALETTES, phoneScreen, playerShade, type Screen, SLATE, WHITE } from "../phone-ui";
import { boxText, card, ROUND } from "../play-pieces";
import { promptOf } from "../prompts";
import { dropShadow, el, label, verticalGradient } from "../svg";

const whisper: Screen = (game, pal, ids) => {
  const question = promptOf(game, (item) => item.includes("lost in their own town"));
  const eye =
    el("path", {
      d: "M167 290c9-15 17-22 28-22s19 7 28 22c-9 15-17 22-28 22s-19-7-28-22z",
      fill: "none",
      stroke: pal[600],
      "stroke-width": 3.5,
      ...ROUND,
    }) +
    el("circle", { cx: 195, cy: 290, r: 7, fill: pal[600] }) +
    el("path", { d: "M171 270l48 40", stroke: pal[600], "stroke-width": 3.5, ...ROUND });
  const body =
    label(195, 168, "Sam, read this quietly", 25, { fill: WHITE, anchor: "middle", bold: true }) +
    label(195, 198, "Keep the screen away from everyone else", 15, { fill: WHITE, anchor: "middle", opacity: 0.7 }) +
    card(24, 232, 342, 310, WHITE, ids, 30) +
    eye +
    badge(195, 326, "WHISPER THIS", pal[100], pal[700], true) +
    boxText(195, 370, 294, 150, question.text, [28, 26, 24, 22], { fill: SLATE[900], bold: true, anchor: "middle" }) +
    avatar(64, 600, 26, "Priya", playerShade(pal, 1)) +
    label(104, 596, "Whisper it to Priya", 18, { fill: WHITE, bold: true }) +
    label(104, 620, "She names someone out loud", 14, { fill: WHITE, opacity: 0.7 }) +
    button(24, 676, 342, "Hide and pass on", { fill: pal[300], text: pal[900] });
  const defs = verticalGradient(`${ids}bg`, pal[700], pal[900]) + dropShadow(`${ids}sh`, "#000", 12, 14, 0.3);
  return phoneScreen(game, 0, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

const coinToss: Screen = (game, pal, ids) => {
  const gold = PALETTES.amber;
  const question = promptOf(game, (item) => item.includes("famous"));
  const coin =
    el("circle", { cx: 195, cy: 236, r: 92, fill: `url(#${ids}coin)`, stroke: gold[600], "stroke-width": 8 }) +
    el("circle", { cx: 195, cy: 236, r: 70, fill: "none", stroke: gold[200], "stroke-width": 3 }) +
    label(195, 247, "HEADS", 30, { fill: gold[900], anchor: "middle", bold: true, spacing: 2 });
  const body =
    coin +
    label(195, 376, "Heads! The question is out", 24, { fill: WHITE, anchor: "middle", bold: true }) +
    card(24, 404, 342, 250, WHITE, ids, 30) +
    label(48, 440, "PRIYA NAMED", 12, { fill: pal[600], bold: true, spacing: 1.6 }) +
    avatar(70, 478, 20, "Leo", playerShade(pal, 2)) +
    label(100, 486, "Leo", 22, { fill: SLATE[900], bold: true }) +
    el("rect", { x: 48, y: 516, width: 294, height: 1.5, fill: SLATE[200] }) +
    label(48, 548, "THE QUESTION WAS", 12, { fill: pal[600], bold: true, spacing: 1.6 }) +
    boxText(48, 560, 294, 76, question.text, [22, 20, 18], { fill: SLATE[900], bold: true }) +
    button(24, 690, 342, "Next round", { fill: WHITE, text: pal[700] });
  const defs =
    verticalGradient(`${ids}bg`, pal[600], pal[900]) +
    verticalGradient(`${ids}coin`, gold[200], gold[400]) +
    dropShadow(`${ids}sh`, "#000", 12, 14, 0.3);
  return phoneScreen(game, 2, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

export const paranoiaScreens: readonly [Screen, Screen] = [whisper, coinToss];
