/** The second screenshot of every game: its How to Play steps, all of them, or its features. */
import type { Game } from "../../src/shared/catalogue/games";
import { button, type Palette, phoneScreen, SLATE, WHITE } from "./phone-ui";
import { centredLines, diagonalGradient, dropShadow, el, type FittedText, fitText, label } from "./svg";

type ListRow = { marker: string; text: string };

/** The steps the game's page lists under How to Play, or the features when it has none. */
function listRows(game: Game): { heading: string; rows: ListRow[] } {
  if (game.howToPlay?.length) {
    return {
      heading: "How to Play",
      rows: game.howToPlay.map((step) => ({ marker: String(step.step), text: step.instruction })),
    };
  }
  return { heading: "What's Inside", rows: game.features.map((feature) => ({ marker: "", text: feature })) };
}

function rowMarker(cx: number, cy: number, marker: string, pal: Palette): string {
  const circle = el("circle", { cx, cy, r: 16, fill: pal[500] });
  if (marker) return circle + label(cx, cy + 5.5, marker, 15, { fill: WHITE, anchor: "middle", bold: true });
  const check = el("path", {
    d: `M${cx - 6} ${cy}l4.5 4.5 8-9`,
    fill: "none",
    stroke: WHITE,
    "stroke-width": 3,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  return circle + check;
}

type PlacedRow = { row: ListRow; fitted: FittedText; y: number; height: number };

/** Every row between `top` and `bottom` at the largest size that fits them all; none is left out. */
function layoutRows(game: Game, rows: ListRow[], top: number, bottom: number): PlacedRow[] {
  for (const size of [15, 14, 13]) {
    const placed: PlacedRow[] = [];
    let y = top;
    for (const row of rows) {
      const fitted = fitText(row.text, 262, 200, [size], "regular");
      const height = Math.max(52, fitted.lines.length * fitted.lineHeight + 26);
      placed.push({ row, fitted, y, height });
      y += height + 10;
    }
    if (y - 10 <= bottom) return placed;
  }
  throw new Error(`${game.id}: the ${rows.length} rows of its second screenshot do not fit`);
}

/** The game's steps (or features) as numbered cards under a coloured band, then Start Game. */
export function howToPlayScreen(game: Game, pal: Palette, ids: string): string {
  const defs = diagonalGradient(`${ids}bg`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 4, 6, 0.1);
  const { heading, rows } = listRows(game);
  const band =
    el("path", { d: "M0 0H390V172a28 28 0 0 1-28 28H28a28 28 0 0 1-28-28z", fill: `url(#${ids}bg)` }) +
    label(24, 150, heading, 28, { fill: WHITE, bold: true }) +
    label(24, 178, fitText(game.tagline, 342, 20, [15], "regular").lines[0] ?? "", 15, { fill: WHITE, opacity: 0.85 });
  const cards = layoutRows(game, rows, 216, 724)
    .map(
      ({ row, fitted, y, height }) =>
        el("rect", { x: 20, y, width: 350, height, rx: 20, fill: WHITE, filter: `url(#${ids}sh)` }) +
        rowMarker(52, y + height / 2, row.marker, pal) +
        centredLines(84, y, height, fitted, { fill: SLATE[900] }),
    )
    .join("");
  // The band is drawn first and the header over it: phoneScreen draws the header after the background.
  return phoneScreen(game, 1, {
    defs,
    background: pal[50],
    dark: true,
    underlay: band,
    body: cards + button(20, 744, 350, "Start Game", { fill: pal[600], text: WHITE }),
  });
}
