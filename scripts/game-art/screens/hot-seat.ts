/** Hot Seat: Leo in the seat facing a question, then the summary of his round. */
import { avatar, badge, button, phoneScreen, playerShade, type Screen, SLATE, WHITE } from "../phone-ui";
import { bar, boxText, card, cross, tick } from "../play-pieces";
import { promptOf } from "../prompts";
import { dropShadow, el, label, promptSizes, verticalGradient } from "../svg";

const inTheSeat: Screen = (game, pal, ids) => {
  const question = promptOf(game, (item) => item.includes("talent"));
  const body =
    el("circle", { cx: 195, cy: 196, r: 64, fill: "none", stroke: pal[300], "stroke-width": 6 }) +
    el("circle", { cx: 195, cy: 196, r: 74, fill: "none", stroke: pal[200], "stroke-width": 2, opacity: 0.6 }) +
    avatar(195, 196, 52, "Leo", pal[800]) +
    label(195, 298, "IN THE HOT SEAT", 13, { fill: pal[100], anchor: "middle", bold: true, spacing: 2 }) +
    label(195, 334, "Leo", 32, { fill: WHITE, anchor: "middle", bold: true }) +
    bar(48, 356, 294, 10, 0.6, "rgba(255,255,255,.2)", pal[200]) +
    label(195, 392, "0:48 left in Leo's round", 14, { fill: WHITE, anchor: "middle", opacity: 0.8 }) +
    card(24, 414, 342, 240, WHITE, ids, 30) +
    badge(48, 438, "QUESTION 3 OF 10", pal[100], pal[700], false) +
    label(342, 457, "Asked by Mia", 14, { fill: SLATE[500], anchor: "end" }) +
    boxText(48, 478, 294, 156, question.text, promptSizes(question.text, 28), { fill: SLATE[900], bold: true }) +
    button(24, 690, 163, "Skip", { fill: WHITE, fillOpacity: 0.14, stroke: "rgba(255,255,255,.6)", text: WHITE }) +
    button(203, 690, 163, "Answered", { fill: WHITE, text: pal[700] });
  const defs = verticalGradient(`${ids}bg`, pal[500], pal[800]) + dropShadow(`${ids}sh`, pal[900], 12, 14, 0.3);
  return phoneScreen(game, 0, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

const SKIPPED = new Set([2]);

const summary: Screen = (game, pal, ids) => {
  const asked = game.previewContent.items.slice(3, 8);
  const rows = asked
    .map((question, i) => {
      const top = 210 + i * 76;
      const answered = !SKIPPED.has(i);
      return (
        card(24, top, 342, 66, WHITE, ids, 20) +
        el("circle", { cx: 54, cy: top + 33, r: 15, fill: answered ? pal[500] : SLATE[200] }) +
        (answered ? tick(54, top + 33, WHITE, 0.8) : cross(54, top + 33, SLATE[500], 0.7)) +
        boxText(82, top + 6, 266, 54, question, [15, 14], { fill: answered ? SLATE[900] : SLATE[500] })
      );
    })
    .join("");
  const body =
    label(24, 160, "Leo's round", 28, { fill: SLATE[900], bold: true }) +
    label(24, 190, "8 of 10 answered \u00b7 2 skipped", 15, { fill: SLATE[500] }) +
    rows +
    card(24, 602, 342, 100, pal[100], ids, 22) +
    avatar(70, 652, 26, "Mia", playerShade(pal, 3)) +
    label(110, 646, "Mia takes the seat next", 18, { fill: SLATE[900], bold: true }) +
    label(110, 670, "Get your questions ready", 14, { fill: SLATE[600] }) +
    button(24, 730, 342, "Pass the seat", { fill: pal[600], text: WHITE });
  const defs = dropShadow(`${ids}sh`, pal[900], 4, 6, 0.1);
  return phoneScreen(game, 2, { defs, background: pal[50], dark: false, body });
};

export const hotSeatScreens: readonly [Screen, Screen] = [inTheSeat, summary];
