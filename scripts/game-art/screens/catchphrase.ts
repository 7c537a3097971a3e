/** Catchphrase: the buzzer ending a round, then a timed round with its word and the teams' scores. */
import { badge, button, phoneScreen, type Screen, SLATE, WHITE } from "../phone-ui";
import { boxText, card, chip, tick, timerRing } from "../play-pieces";
import { promptOf } from "../prompts";
import { dropShadow, el, label, promptSizes, verticalGradient } from "../svg";

const buzzer: Screen = (game, pal, ids) => {
  const words = game.previewContent.items.slice(0, 4);
  const plusOne = chip(142, 386, "+1", { fill: pal[100], text: pal[700], size: 14 });
  const rows = words
    .map((word, i) => {
      const top = 506 + i * 50;
      const caught = i === words.length - 1;
      return (
        el("rect", { x: 24, y: top, width: 342, height: 42, rx: 14, fill: WHITE, "fill-opacity": 0.1 }) +
        (caught ? el("circle", { cx: 48, cy: top + 21, r: 6, fill: pal[300] }) : tick(48, top + 21, pal[300], 0.8)) +
        label(70, top + 28, word, 17, { fill: WHITE, bold: true }) +
        label(346, top + 27, caught ? "BUZZER" : "Got it", 12, {
          fill: pal[200],
          anchor: "end",
          bold: caught,
          spacing: caught ? 1.4 : undefined,
        })
      );
    })
    .join("");
  const body =
    label(195, 204, "BZZZ!", 64, { fill: pal[300], anchor: "middle", bold: true, spacing: 4 }) +
    label(195, 248, "Time's up", 26, { fill: WHITE, anchor: "middle", bold: true }) +
    label(195, 278, "Team B was holding the phone", 16, { fill: WHITE, anchor: "middle", opacity: 0.8 }) +
    card(24, 306, 342, 150, WHITE, ids, 26) +
    el("rect", { x: 194, y: 326, width: 1.5, height: 110, fill: SLATE[200] }) +
    label(110, 348, "Team A", 17, { fill: pal[800], anchor: "middle", bold: true }) +
    label(110, 420, "5", 60, { fill: pal[600], anchor: "middle", bold: true }) +
    plusOne.svg +
    label(280, 348, "Team B", 17, { fill: SLATE[500], anchor: "middle", bold: true }) +
    label(280, 420, "3", 60, { fill: SLATE[400], anchor: "middle", bold: true }) +
    label(24, 490, "WORDS THIS ROUND", 12, { fill: WHITE, bold: true, opacity: 0.7, spacing: 1.6 }) +
    rows +
    button(24, 728, 342, "Next round", { fill: pal[400], text: pal[900] });
  const defs = verticalGradient(`${ids}bg`, pal[700], pal[900]) + dropShadow(`${ids}sh`, "#000", 12, 14, 0.3);
  return phoneScreen(game, 0, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

function teamScore(x: number, name: string, score: number, active: boolean, ink: string): string {
  const color = active ? ink : WHITE;
  return (
    el("rect", { x, y: 596, width: 163, height: 56, rx: 18, fill: WHITE, "fill-opacity": active ? 1 : 0.12 }) +
    label(x + 20, 630, name, 15, { fill: color, bold: true, opacity: active ? 1 : 0.85 }) +
    label(x + 143, 633, String(score), 24, { fill: color, anchor: "end", bold: true })
  );
}

const timedRound: Screen = (game, pal, ids) => {
  const word = promptOf(game, (item) => item === "Volcano");
  const body =
    timerRing(195, 214, 80, 0.7, "0:42", pal[300]) +
    card(24, 318, 342, 258, WHITE, ids, 30) +
    badge(195, 340, "DESCRIBE IT", pal[100], pal[700], true) +
    boxText(195, 380, 290, 176, word.text, promptSizes(word.text, 28), {
      fill: SLATE[900],
      bold: true,
      anchor: "middle",
    }) +
    teamScore(24, "Team A", 4, true, pal[800]) +
    teamScore(203, "Team B", 3, false, pal[800]) +
    button(24, 676, 163, "Skip", { fill: WHITE, fillOpacity: 0.12, stroke: "rgba(255,255,255,.5)", text: WHITE }) +
    button(203, 676, 163, "Got it", { fill: pal[400], text: pal[900] }) +
    label(195, 776, "Pass the phone when you get it", 14, { fill: WHITE, anchor: "middle", opacity: 0.7 });
  const defs = verticalGradient(`${ids}bg`, pal[700], pal[900]) + dropShadow(`${ids}sh`, "#000", 14, 16, 0.3);
  return phoneScreen(game, 2, { defs, background: `url(#${ids}bg)`, dark: true, body });
};

export const catchphraseScreens: readonly [Screen, Screen] = [buzzer, timedRound];
