/** Truth or Dare: the truth-or-dare choice, then a dare card in front of the players. */
import { avatar, badge, button, PLAYERS, phoneScreen, type Screen, SLATE, WHITE } from "../phone-ui";
import { boxText, card, playerRow } from "../play-pieces";
import { promptOf } from "../prompts";
import { diagonalGradient, dropShadow, el, label, promptSizes, verticalGradient } from "../svg";

const choice: Screen = (game, pal, ids) => {
  const player = PLAYERS[1];
  const option = (top: number, word: string, hint: string, fill: string, ink: string, sub: string) =>
    card(24, top, 342, 168, fill, ids) +
    label(195, top + 84, word, 46, { fill: ink, anchor: "middle", bold: true, spacing: 3 }) +
    label(195, top + 122, hint, 16, { fill: sub, anchor: "middle" });
  const body =
    el("circle", { cx: 195, cy: 190, r: 60, fill: WHITE, opacity: 0.22 }) +
    avatar(195, 190, 50, player, pal[800]) +
    label(195, 282, `${player}'s turn`, 17, { fill: WHITE, anchor: "middle", opacity: 0.85 }) +
    label(195, 326, "Truth or dare?", 34, { fill: WHITE, anchor: "middle", bold: true }) +
    option(362, "TRUTH", "Answer one question honestly", WHITE, pal[600], SLATE[600]) +
    option(552, "DARE", "Take on a challenge in front of everyone", pal[900], WHITE, pal[100]) +
    label(195, 776, "Round 3 \u00b7 Silly pack \u00b7 5 players", 14, { fill: WHITE, anchor: "middle", opacity: 0.75 });
  const defs = verticalGradient(`${ids}bg`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 12, 14, 0.3);
  return phoneScreen(game, 0, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

const dareCard: Screen = (game, pal, ids) => {
  const prompt = promptOf(game, (item) => item.startsWith("Dare:"));
  const player = PLAYERS[1];
  const body =
    playerRow(pal, 130, 1) +
    card(24, 246, 342, 400, `url(#${ids}card)`, ids, 32) +
    badge(48, 272, prompt.badge, "rgba(255,255,255,.2)", WHITE, false) +
    boxText(48, 316, 290, 260, prompt.text, promptSizes(prompt.text, 28), { fill: WHITE, bold: true }) +
    el("rect", { x: 48, y: 592, width: 294, height: 1.5, fill: WHITE, opacity: 0.25 }) +
    label(48, 624, `${player}'s turn`, 16, { fill: WHITE, bold: true, opacity: 0.9 }) +
    label(342, 624, "Round 3", 14, { fill: WHITE, anchor: "end", opacity: 0.7 }) +
    button(24, 676, 163, "Pass", { fill: WHITE, stroke: SLATE[200], text: SLATE[600] }) +
    button(203, 676, 163, "Done", { fill: pal[600], text: WHITE }) +
    label(195, 776, "The group decides if the dare counts", 14, { fill: SLATE[400], anchor: "middle" });
  const defs = diagonalGradient(`${ids}card`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 14, 16, 0.3);
  return phoneScreen(game, 2, { defs, background: pal[50], dark: false, body });
};

export const truthOrDareScreens: readonly [Screen, Screen] = [choice, dareCard];
