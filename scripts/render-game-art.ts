/**
 * Renders the artwork of the catalogue games as SVG: for each game in GAMES, an app icon and three
 * phone screenshots showing real prompts of the game, written to public/games/{id}/ (icon.svg,
 * screenshot-1.svg, screenshot-2.svg, screenshot-3.svg). The output is deterministic and committed;
 * run this again whenever the catalogue content changes:
 *   npx tsx scripts/render-game-art.ts   (from the repository root)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameColor } from "../src/shared/catalogue/game-types";
import { GAMES, type Game, type GameId } from "../src/shared/catalogue/games";

type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
type Palette = Record<Shade, string>;

/** Tailwind v4 colour families (the oklch values of tailwindcss/theme.css, converted to sRGB hex). */
const PALETTES: Record<GameColor, Palette> = {
  rose: {
    50: "#fff1f2",
    100: "#ffe4e6",
    200: "#ffccd3",
    300: "#ffa1ad",
    400: "#ff637e",
    500: "#ff2056",
    600: "#ec003f",
    700: "#c70036",
    800: "#a50036",
    900: "#8b0836",
  },
  violet: {
    50: "#f5f3ff",
    100: "#ede9fe",
    200: "#ddd6ff",
    300: "#c4b4ff",
    400: "#a684ff",
    500: "#8e51ff",
    600: "#7f22fe",
    700: "#7008e7",
    800: "#5d0ec0",
    900: "#4d179a",
  },
  sky: {
    50: "#f0f9ff",
    100: "#dff2fe",
    200: "#b8e6fe",
    300: "#74d4ff",
    400: "#00bcff",
    500: "#00a6f4",
    600: "#0084d1",
    700: "#0069a8",
    800: "#00598a",
    900: "#024a70",
  },
  orange: {
    50: "#fff7ed",
    100: "#ffedd4",
    200: "#ffd6a7",
    300: "#ffb86a",
    400: "#ff8904",
    500: "#ff6900",
    600: "#f54900",
    700: "#ca3500",
    800: "#9f2d00",
    900: "#7e2a0c",
  },
  indigo: {
    50: "#eef2ff",
    100: "#e0e7ff",
    200: "#c6d2ff",
    300: "#a3b3ff",
    400: "#7c86ff",
    500: "#615fff",
    600: "#4f39f6",
    700: "#432dd7",
    800: "#372aac",
    900: "#312c85",
  },
  emerald: {
    50: "#ecfdf5",
    100: "#d0fae5",
    200: "#a4f4cf",
    300: "#5ee9b5",
    400: "#00d492",
    500: "#00bc7d",
    600: "#009966",
    700: "#007a55",
    800: "#006045",
    900: "#004f3b",
  },
  amber: {
    50: "#fffbeb",
    100: "#fef3c6",
    200: "#fee685",
    300: "#ffd230",
    400: "#ffb900",
    500: "#fe9a00",
    600: "#e17100",
    700: "#bb4d00",
    800: "#973c00",
    900: "#7b3306",
  },
  fuchsia: {
    50: "#fdf4ff",
    100: "#fae8ff",
    200: "#f6cfff",
    300: "#f4a8ff",
    400: "#ed6aff",
    500: "#e12afb",
    600: "#c800de",
    700: "#a800b7",
    800: "#8a0194",
    900: "#721378",
  },
  teal: {
    50: "#f0fdfa",
    100: "#cbfbf1",
    200: "#96f7e4",
    300: "#46ecd5",
    400: "#00d5be",
    500: "#00bba7",
    600: "#009689",
    700: "#00786f",
    800: "#005f5a",
    900: "#0b4f4a",
  },
};

/** Neutral greys for text on white (Tailwind v4 slate). */
const SLATE = {
  100: "#f1f5f9",
  200: "#e2e8f0",
  400: "#90a1b9",
  500: "#62748e",
  600: "#45556c",
  900: "#0f172b",
} as const;

const FONT = "ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif";
const WHITE = "#fff";
const PHONE = { width: 390, height: 844 } as const;
const ICON_SIZE = 512;
const MAX_FILE_BYTES = 12 * 1024;
const PLAYERS = ["Sam", "Priya", "Leo", "Mia", "Jordan"] as const;

/** The two buttons under the card of the third screenshot: the secondary action, then the primary one. */
const ROUND_ACTIONS: Record<GameId, readonly [string, string]> = {
  "truth-or-dare": ["Pass", "Done"],
  "never-have-i-ever": ["Never", "I have"],
  "would-you-rather": ["Skip", "Next question"],
  "hot-seat": ["Skip", "Answered"],
  paranoia: ["Keep secret", "Toss coin"],
  catchphrase: ["Skip", "Got it"],
  password: ["Pass", "Cracked it"],
  charades: ["Skip", "Got it"],
  "group-party-games": ["Skip", "Done"],
};

/** Games whose rounds run against the clock: their third screenshot shows a timer ring. */
const TIMED_GAMES: readonly GameId[] = ["catchphrase", "password", "charades"];

// ---------------------------------------------------------------------------------------------
// SVG markup helpers

type Attrs = Record<string, string | number | undefined>;

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A number rounded to one decimal, so coordinates stay short and stable. */
function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** An element; `children` is markup (escape text with escapeXml first). */
function el(name: string, attrs: Attrs, children = ""): string {
  const attrText = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : escapeXml(String(value))}"`)
    .join("");
  return children ? `<${name}${attrText}>${children}</${name}>` : `<${name}${attrText}/>`;
}

function svgDocument(width: number, height: number, title: string, defs: string, body: string): string {
  const attrs = {
    xmlns: "http://www.w3.org/2000/svg",
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    "font-family": FONT,
  };
  return `${el("svg", attrs, el("title", {}, escapeXml(title)) + el("defs", {}, defs) + body)}\n`;
}

function verticalGradient(id: string, from: string, to: string): string {
  const stops = el("stop", { offset: 0, "stop-color": from }) + el("stop", { offset: 1, "stop-color": to });
  return el("linearGradient", { id, x1: 0, y1: 0, x2: 0, y2: 1 }, stops);
}

function diagonalGradient(id: string, from: string, to: string): string {
  const stops = el("stop", { offset: 0, "stop-color": from }) + el("stop", { offset: 1, "stop-color": to });
  return el("linearGradient", { id, x1: 0, y1: 0, x2: 1, y2: 1 }, stops);
}

function dropShadow(id: string, color: string, dy: number, blur: number, opacity: number): string {
  const shadow = el("feDropShadow", {
    dx: 0,
    dy,
    stdDeviation: blur,
    "flood-color": color,
    "flood-opacity": opacity,
  });
  return el("filter", { id, x: "-20%", y: "-20%", width: "140%", height: "150%" }, shadow);
}

// ---------------------------------------------------------------------------------------------
// Text layout: word-wrap by character count, and the largest font size that fits a box

type Weight = "regular" | "bold";
type FittedText = { lines: string[]; size: number; lineHeight: number };

/** Average glyph width of the system sans-serif, as a fraction of the font size. */
const CHAR_WIDTH: Record<Weight, number> = { regular: 0.53, bold: 0.64 };

function charsPerLine(width: number, size: number, weight: Weight): number {
  return Math.max(1, Math.floor(width / (size * CHAR_WIDTH[weight])));
}

/** Greedy word-wrap; a word longer than a line is cut into pieces. */
function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest; rest = rest.slice(maxChars)) {
      const piece = rest.slice(0, maxChars);
      if (!line) {
        line = piece;
      } else if (line.length + 1 + piece.length <= maxChars) {
        line = `${line} ${piece}`;
      } else {
        lines.push(line);
        line = piece;
      }
    }
  }
  return line ? [...lines, line] : lines;
}

/** Keeps the first `count` lines, ending the last kept one with an ellipsis when text was dropped. */
function truncateLines(lines: string[], count: number, maxChars: number): string[] {
  if (lines.length <= count) return lines;
  const kept = lines.slice(0, count);
  const last = kept[count - 1] ?? "";
  kept[count - 1] = `${last.slice(0, maxChars - 1).replace(/[\s,.;:]+$/, "")}\u2026`;
  return kept;
}

/** Height of a text block from the top of its first line to the descenders of its last. */
function blockHeight(lineCount: number, size: number, lineHeight: number): number {
  return (lineCount - 1) * lineHeight + size * 0.95;
}

/** The first of `sizes` (largest first) at which the text fits the box without splitting a word. */
function fitText(text: string, width: number, height: number, sizes: readonly number[], weight: Weight): FittedText {
  const longestWord = Math.max(...text.split(/\s+/).map((word) => word.length));
  for (const size of sizes) {
    const maxChars = charsPerLine(width, size, weight);
    const lineHeight = Math.round(size * 1.28);
    const lines = wrapText(text, maxChars);
    if (longestWord <= maxChars && blockHeight(lines.length, size, lineHeight) <= height) {
      return { lines, size, lineHeight };
    }
  }
  const size = sizes[sizes.length - 1] ?? 16;
  const lineHeight = Math.round(size * 1.28);
  const maxChars = charsPerLine(width, size, weight);
  const lineCount = Math.max(1, Math.floor((height - size * 0.95) / lineHeight) + 1);
  return { lines: truncateLines(wrapText(text, maxChars), lineCount, maxChars), size, lineHeight };
}

/** Font sizes to try for a prompt: large for a single word or short phrase, smaller for sentences. */
function promptSizes(text: string, largest: number): number[] {
  const sizes = text.length <= 18 ? [largest + 12, largest + 8, largest + 4] : [];
  return [...sizes, largest, largest - 2, largest - 4, largest - 6, largest - 8, largest - 10];
}

type TextStyle = {
  fill: string;
  anchor?: "start" | "middle" | "end";
  bold?: boolean;
  opacity?: number;
  spacing?: number;
};

/** A multi-line text: one <tspan> per line, the first baseline at y. */
function textLines(x: number, y: number, fitted: FittedText, style: TextStyle): string {
  const spans = fitted.lines
    .map((line, index) => el("tspan", { x, y: y + index * fitted.lineHeight }, escapeXml(line)))
    .join("");
  return el(
    "text",
    {
      "font-size": fitted.size,
      "font-weight": style.bold ? 700 : undefined,
      fill: style.fill,
      "text-anchor": style.anchor === "start" ? undefined : style.anchor,
      opacity: style.opacity,
      "letter-spacing": style.spacing,
    },
    spans,
  );
}

/** One line of text at baseline y. */
function label(x: number, y: number, text: string, size: number, style: TextStyle): string {
  return textLines(x, y, { lines: [text], size, lineHeight: size }, style);
}

/** A fitted text centred vertically in the box from `top` to `top + height`. */
function centredLines(x: number, top: number, height: number, fitted: FittedText, style: TextStyle): string {
  const capHeight = fitted.size * 0.72;
  const blockHeight = (fitted.lines.length - 1) * fitted.lineHeight + capHeight;
  return textLines(x, top + (height - blockHeight) / 2 + capHeight, fitted, style);
}

// ---------------------------------------------------------------------------------------------
// Prompts: the items of previewContent, as the app shows them

type Prompt = { badge: string; kicker?: string; text: string };

const DARE_PREFIX = /^Dare:\s*/i;
const TRUTH_PREFIX = /^Truth:\s*/i;
/** "Action: Building a sandcastle" or "Word Chain: Name an animal...": a short category first. */
const KICKER = /^([A-Z][A-Za-z' ]{1,24}):\s+(.+)$/;

function isDare(item: string): boolean {
  return DARE_PREFIX.test(item);
}

function toPrompt(game: Game, item: string): Prompt {
  if (game.id === "truth-or-dare") {
    return { badge: isDare(item) ? "DARE" : "TRUTH", text: item.replace(DARE_PREFIX, "").replace(TRUTH_PREFIX, "") };
  }
  const badge = game.previewContent.type === "questions" ? "QUESTION" : "CHALLENGE";
  const match = KICKER.exec(item);
  return match?.[1] && match[2] ? { badge, kicker: match[1], text: match[2] } : { badge, text: item };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Would you rather A or B?" as its two options, when it splits cleanly. */
function splitChoice(text: string): [string, string] | undefined {
  const parts = /^Would you rather (.+)\?$/i.exec(text)?.[1]?.split(" or ") ?? [];
  const [first, second] = parts;
  return parts.length === 2 && first && second ? [capitalise(first), capitalise(second)] : undefined;
}

/** Three different items: the first card, the shortest of the rest (for the list screen), another card. */
function pickItems(game: Game): [string, string, string] {
  const all = game.previewContent.items;
  const remaining = [...all];
  const take = (accept: (item: string) => boolean): string => {
    const index = Math.max(0, remaining.findIndex(accept));
    return remaining.splice(index, 1)[0] ?? all[0] ?? game.title;
  };
  const first = take((item) => game.id !== "truth-or-dare" || !isDare(item));
  const third = take((item) => {
    if (game.id === "truth-or-dare") return isDare(item);
    if (game.id === "would-you-rather") return splitChoice(item) !== undefined;
    return true;
  });
  const shortest = Math.min(...remaining.map((item) => item.length));
  const second = take((item) => item.length === shortest);
  return [first, second, third];
}

// ---------------------------------------------------------------------------------------------
// Phone chrome and UI pieces

function statusBar(color: string): string {
  const bars = [0, 1, 2, 3]
    .map((i) => el("rect", { x: 290 + i * 6, y: 34 - (4 + i * 2.5), width: 4, height: 4 + i * 2.5, rx: 1 }))
    .join("");
  const wifi = el("path", { d: "M316 25.5a13 13 0 0 1 18 0l-9 9.5z" });
  const battery =
    el("rect", { x: 340.5, y: 22.5, width: 25, height: 12, rx: 3.5, fill: "none", stroke: color, opacity: 0.45 }) +
    el("rect", { x: 343, y: 25, width: 17, height: 7, rx: 1.5 }) +
    el("rect", { x: 367, y: 26.5, width: 2, height: 4, rx: 1, opacity: 0.45 });
  const time = label(40, 34, "9:41", 16, { fill: color, bold: true });
  return el("g", { fill: color }, time + bars + wifi + battery);
}

function homeIndicator(color: string): string {
  return el("rect", { x: 128, y: 824, width: 134, height: 5, rx: 2.5, fill: color, opacity: 0.8 });
}

/** Back button, centred title and a menu button, at the top of every screen. */
function appHeader(title: string, color: string, buttonFill: string, buttonOpacity: number): string {
  const button = (cx: number) => el("circle", { cx, cy: 84, r: 20, fill: buttonFill, opacity: buttonOpacity });
  const chevron = el("path", {
    d: "M46 76l-8 8 8 8",
    fill: "none",
    stroke: color,
    "stroke-width": 2.5,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  const dots = [340, 348, 356].map((cx) => el("circle", { cx, cy: 84, r: 2.2, fill: color })).join("");
  const fitted = fitText(title, 240, 24, [19, 18, 17, 16], "bold");
  return (
    button(42) +
    chevron +
    button(348) +
    dots +
    label(195, 90.5, fitted.lines[0] ?? title, fitted.size, {
      fill: color,
      anchor: "middle",
      bold: true,
    })
  );
}

function badge(x: number, top: number, text: string, background: string, color: string, centred: boolean): string {
  const width = text.length * 9.4 + 28;
  const left = centred ? x - width / 2 : x;
  return (
    el("rect", { x: left, y: top, width, height: 28, rx: 14, fill: background }) +
    label(left + width / 2, top + 18.5, text, 12, { fill: color, anchor: "middle", bold: true, spacing: 1.6 })
  );
}

type ButtonStyle = { fill: string; text: string; stroke?: string; fillOpacity?: number };

function button(x: number, y: number, width: number, text: string, style: ButtonStyle): string {
  const rect = el("rect", {
    x,
    y,
    width,
    height: 58,
    rx: 29,
    fill: style.fill,
    "fill-opacity": style.fillOpacity,
    stroke: style.stroke,
    "stroke-width": style.stroke ? 1.5 : undefined,
  });
  return rect + label(x + width / 2, y + 35.5, text, 18, { fill: style.text, anchor: "middle", bold: true });
}

function avatar(cx: number, cy: number, r: number, name: string, fill: string): string {
  const initial = name.charAt(0);
  return (
    el("circle", { cx, cy, r, fill }) +
    label(cx, cy + r * 0.34, initial, Math.round(r * 0.95), { fill: WHITE, anchor: "middle", bold: true })
  );
}

/** The category of a prompt (e.g. "Action") above its text, in the accent colour. */
function kickerLine(x: number, y: number, prompt: Prompt, color: string, anchor: "start" | "middle"): string {
  if (!prompt.kicker) return "";
  return label(x, y, prompt.kicker.toUpperCase(), 14, { fill: color, anchor, bold: true, spacing: 1.2 });
}

// ---------------------------------------------------------------------------------------------
// Screenshot 1: the big prompt card with Skip / Next

function promptCardScreen(game: Game, pal: Palette, prompt: Prompt, ids: string): string {
  const defs = verticalGradient(`${ids}bg`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 14, 16, 0.35);
  const progress = Array.from({ length: 10 }, (_, i) =>
    el("rect", { x: 24 + i * 34.6, y: 124, width: 28.6, height: 5, rx: 2.5, fill: WHITE, opacity: i < 4 ? 1 : 0.3 }),
  ).join("");
  const textTop = prompt.kicker ? 276 : 240;
  const fitted = fitText(prompt.text, 286, 530 - textTop, promptSizes(prompt.text, 30), "bold");
  const card =
    el("rect", { x: 44, y: 150, width: 302, height: 470, rx: 30, fill: WHITE, opacity: 0.3 }) +
    el("rect", { x: 24, y: 162, width: 342, height: 476, rx: 32, fill: WHITE, filter: `url(#${ids}sh)` }) +
    badge(195, 192, prompt.badge, pal[100], pal[700], true) +
    kickerLine(195, 256, prompt, pal[600], "middle") +
    centredLines(195, textTop, 530 - textTop, fitted, { fill: SLATE[900], anchor: "middle", bold: true }) +
    el("rect", { x: 48, y: 560, width: 294, height: 1.5, fill: SLATE[200] }) +
    avatar(66, 598, 17, PLAYERS[0], pal[500]) +
    label(94, 604, `${PLAYERS[0]}'s turn`, 16, { fill: SLATE[600], bold: true }) +
    label(342, 604, "Card 4 of 40", 14, { fill: SLATE[400], anchor: "end" });
  const buttons =
    button(24, 668, 163, "Skip", { fill: WHITE, fillOpacity: 0.16, stroke: "rgba(255,255,255,.6)", text: WHITE }) +
    button(203, 668, 163, "Next", { fill: WHITE, text: pal[700] });
  const hint = label(195, 770, "Swipe the card for the next one", 14, { fill: WHITE, anchor: "middle", opacity: 0.75 });
  const body =
    el("rect", { width: PHONE.width, height: PHONE.height, fill: `url(#${ids}bg)` }) +
    statusBar(WHITE) +
    appHeader(game.title, WHITE, WHITE, 0.18) +
    progress +
    card +
    buttons +
    hint +
    homeIndicator(WHITE);
  const title = `${game.title} app screenshot: a ${prompt.badge.toLowerCase()} card`;
  return svgDocument(PHONE.width, PHONE.height, title, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Screenshot 2: How to Play steps (or the features), the next prompt and a Start button

type ListRow = { marker: string; text: string };

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

/** The rows that fit between `top` and `bottom` at this font size, each sized to its wrapped text. */
function layoutRows(rows: ListRow[], top: number, bottom: number, size: number): PlacedRow[] {
  const placed: PlacedRow[] = [];
  let y = top;
  for (const row of rows) {
    const fitted = fitText(row.text, 262, 200, [size], "regular");
    const height = Math.max(58, fitted.lines.length * fitted.lineHeight + 30);
    if (y + height > bottom) break;
    placed.push({ row, fitted, y, height });
    y += height + 10;
  }
  return placed;
}

/** The rows as white cards, at 15px, or at 14px when that shows more of them. */
function listCards(rows: ListRow[], top: number, bottom: number, pal: Palette, ids: string): string {
  const regular = layoutRows(rows, top, bottom, 15);
  const small = layoutRows(rows, top, bottom, 14);
  const placed = small.length > regular.length ? small : regular;
  return placed
    .map(
      ({ row, fitted, y, height }) =>
        el("rect", { x: 20, y, width: 350, height, rx: 20, fill: WHITE, filter: `url(#${ids}sh)` }) +
        rowMarker(52, y + height / 2, row.marker, pal) +
        centredLines(84, y, height, fitted, { fill: SLATE[900] }),
    )
    .join("");
}

function listScreen(game: Game, pal: Palette, prompt: Prompt, ids: string): string {
  const defs = diagonalGradient(`${ids}bg`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 4, 6, 0.1);
  const { heading, rows } = listRows(game);
  const band =
    el("path", { d: "M0 0H390V172a28 28 0 0 1-28 28H28a28 28 0 0 1-28-28z", fill: `url(#${ids}bg)` }) +
    statusBar(WHITE) +
    appHeader(game.title, WHITE, WHITE, 0.18) +
    label(24, 150, heading, 28, { fill: WHITE, bold: true }) +
    label(24, 178, fitText(game.tagline, 342, 20, [15], "regular").lines[0] ?? "", 15, { fill: WHITE, opacity: 0.85 });
  const upNextTop = 618;
  const fitted = fitText(prompt.text, 300, 50, [18, 17, 16, 15], "bold");
  const upNext =
    el("rect", { x: 20, y: upNextTop, width: 350, height: 106, rx: 22, fill: pal[100], stroke: pal[200] }) +
    label(44, upNextTop + 28, `UP NEXT \u00b7 ${prompt.kicker?.toUpperCase() ?? prompt.badge}`, 12, {
      fill: pal[700],
      bold: true,
      spacing: 1.6,
    }) +
    centredLines(44, upNextTop + 38, 58, fitted, { fill: SLATE[900], bold: true });
  const body =
    el("rect", { width: PHONE.width, height: PHONE.height, fill: pal[50] }) +
    band +
    listCards(rows, 218, upNextTop - 10, pal, ids) +
    upNext +
    button(20, 740, 350, "Start Game", { fill: pal[600], text: WHITE }) +
    homeIndicator(SLATE[900]);
  const what = heading === "How to Play" ? "the how-to-play steps" : "the feature list";
  return svgDocument(PHONE.width, PHONE.height, `${game.title} app screenshot: ${what}`, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Screenshot 3, timed games: a timer ring, the card, team scores

function timerRing(cx: number, cy: number, r: number, fraction: number, pal: Palette): string {
  const circumference = 2 * Math.PI * r;
  const track = el("circle", { cx, cy, r, fill: "none", stroke: WHITE, "stroke-opacity": 0.18, "stroke-width": 14 });
  const arc = el("circle", {
    cx,
    cy,
    r,
    fill: "none",
    stroke: pal[300],
    "stroke-width": 14,
    "stroke-linecap": "round",
    "stroke-dasharray": `${num(circumference * fraction)} ${num(circumference)}`,
    transform: `rotate(-90 ${cx} ${cy})`,
  });
  return (
    track +
    arc +
    label(cx, cy + 12, "0:42", 40, { fill: WHITE, anchor: "middle", bold: true }) +
    label(cx, cy + 38, "SECONDS LEFT", 11, { fill: WHITE, anchor: "middle", opacity: 0.7, spacing: 1.4 })
  );
}

function teamScore(x: number, name: string, score: number, active: boolean, pal: Palette): string {
  const color = active ? pal[800] : WHITE;
  return (
    el("rect", { x, y: 596, width: 163, height: 56, rx: 18, fill: WHITE, "fill-opacity": active ? 1 : 0.12 }) +
    label(x + 20, 630, name, 15, { fill: color, bold: true, opacity: active ? 1 : 0.85 }) +
    label(x + 143, 633, String(score), 24, { fill: color, anchor: "end", bold: true })
  );
}

function timerScreen(game: Game, pal: Palette, prompt: Prompt, ids: string): string {
  const defs = verticalGradient(`${ids}bg`, pal[700], pal[900]) + dropShadow(`${ids}sh`, "#000", 14, 16, 0.3);
  const textTop = prompt.kicker ? 412 : 380;
  const fitted = fitText(prompt.text, 290, 556 - textTop, promptSizes(prompt.text, 28), "bold");
  const card =
    el("rect", { x: 24, y: 318, width: 342, height: 258, rx: 30, fill: WHITE, filter: `url(#${ids}sh)` }) +
    badge(195, 340, prompt.badge, pal[100], pal[700], true) +
    kickerLine(195, 398, prompt, pal[600], "middle") +
    centredLines(195, textTop, 556 - textTop, fitted, { fill: SLATE[900], anchor: "middle", bold: true });
  const [secondary, primary] = ROUND_ACTIONS[game.id];
  const body =
    el("rect", { width: PHONE.width, height: PHONE.height, fill: `url(#${ids}bg)` }) +
    statusBar(WHITE) +
    appHeader(game.title, WHITE, WHITE, 0.16) +
    timerRing(195, 214, 80, 0.7, pal) +
    card +
    teamScore(24, "Team A", 4, true, pal) +
    teamScore(203, "Team B", 3, false, pal) +
    button(24, 676, 163, secondary, { fill: WHITE, fillOpacity: 0.12, stroke: "rgba(255,255,255,.5)", text: WHITE }) +
    button(203, 676, 163, primary, { fill: pal[400], text: pal[900] }) +
    label(195, 776, "Pass the phone when you get it", 14, { fill: WHITE, anchor: "middle", opacity: 0.7 }) +
    homeIndicator(WHITE);
  return svgDocument(PHONE.width, PHONE.height, `${game.title} app screenshot: a timed round`, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Screenshot 3, turn-based games: the players, a coloured card, two actions

function playerRow(pal: Palette, activeIndex: number): string {
  const shades = [pal[400], pal[500], pal[600], pal[700], pal[800]];
  return PLAYERS.map((name, i) => {
    const cx = 55 + i * 70;
    const active = i === activeIndex;
    const ring = active ? el("circle", { cx, cy: 160, r: 31, fill: "none", stroke: pal[500], "stroke-width": 3 }) : "";
    return (
      ring +
      avatar(cx, 160, 25, name, shades[i] ?? pal[500]) +
      label(cx, 212, name, 13, { fill: active ? pal[700] : SLATE[500], anchor: "middle", bold: active })
    );
  }).join("");
}

function playersScreen(game: Game, pal: Palette, prompt: Prompt, ids: string): string {
  const defs = diagonalGradient(`${ids}card`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 14, 16, 0.3);
  const player = PLAYERS[1];
  const textTop = prompt.kicker ? 352 : 316;
  const fitted = fitText(prompt.text, 290, 576 - textTop, promptSizes(prompt.text, 28), "bold");
  const card =
    el("rect", { x: 24, y: 246, width: 342, height: 400, rx: 32, fill: `url(#${ids}card)`, filter: `url(#${ids}sh)` }) +
    badge(48, 272, prompt.badge, "rgba(255,255,255,.2)", WHITE, false) +
    kickerLine(48, 336, prompt, pal[100], "start") +
    centredLines(48, textTop, 576 - textTop, fitted, { fill: WHITE, bold: true }) +
    el("rect", { x: 48, y: 592, width: 294, height: 1.5, fill: WHITE, opacity: 0.25 }) +
    label(48, 624, `${player}'s turn`, 16, { fill: WHITE, bold: true, opacity: 0.9 }) +
    label(342, 624, "Round 2", 14, { fill: WHITE, anchor: "end", opacity: 0.7 });
  const [secondary, primary] = ROUND_ACTIONS[game.id];
  const body =
    el("rect", { width: PHONE.width, height: PHONE.height, fill: pal[50] }) +
    statusBar(SLATE[900]) +
    appHeader(game.title, SLATE[900], WHITE, 1) +
    playerRow(pal, 1) +
    card +
    button(24, 676, 163, secondary, { fill: WHITE, stroke: SLATE[200], text: SLATE[600] }) +
    button(203, 676, 163, primary, { fill: pal[600], text: WHITE }) +
    label(195, 776, "5 players \u00b7 tap a name to edit", 14, { fill: SLATE[400], anchor: "middle" }) +
    homeIndicator(SLATE[900]);
  const title = `${game.title} app screenshot: a ${prompt.badge.toLowerCase()} card for ${player}`;
  return svgDocument(PHONE.width, PHONE.height, title, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Screenshot 3, Would You Rather: the two options with the group's votes

function optionCard(
  top: number,
  letter: string,
  text: string,
  percent: number,
  selected: boolean,
  pal: Palette,
  ids: string,
): string {
  const fg = selected ? WHITE : SLATE[900];
  const fitted = fitText(text, 226, 96, [26, 24, 22, 20, 18], "bold");
  return (
    el("rect", {
      x: 24,
      y: top,
      width: 342,
      height: 220,
      rx: 30,
      fill: selected ? `url(#${ids}card)` : WHITE,
      filter: `url(#${ids}sh)`,
    }) +
    el("circle", { cx: 70, cy: top + 50, r: 22, fill: selected ? WHITE : pal[500] }) +
    label(70, top + 57, letter, 20, { fill: selected ? pal[700] : WHITE, anchor: "middle", bold: true }) +
    centredLines(108, top + 28, 110, fitted, { fill: fg, bold: true }) +
    label(48, top + 168, `${percent}% of the group`, 14, { fill: fg, opacity: 0.75 }) +
    el("rect", {
      x: 48,
      y: top + 180,
      width: 294,
      height: 12,
      rx: 6,
      fill: selected ? WHITE : pal[100],
      "fill-opacity": selected ? 0.3 : 1,
    }) +
    el("rect", {
      x: 48,
      y: top + 180,
      width: (294 * percent) / 100,
      height: 12,
      rx: 6,
      fill: selected ? WHITE : pal[500],
    })
  );
}

function choiceScreen(game: Game, pal: Palette, options: [string, string], ids: string): string {
  const defs = diagonalGradient(`${ids}card`, pal[500], pal[700]) + dropShadow(`${ids}sh`, pal[900], 12, 14, 0.22);
  const orBadge =
    el("circle", { cx: 195, cy: 438, r: 30, fill: pal[800], stroke: pal[50], "stroke-width": 6 }) +
    label(195, 444.5, "OR", 17, { fill: WHITE, anchor: "middle", bold: true });
  const body =
    el("rect", { width: PHONE.width, height: PHONE.height, fill: pal[50] }) +
    statusBar(SLATE[900]) +
    appHeader(game.title, SLATE[900], WHITE, 1) +
    label(195, 160, "Would you rather...", 28, { fill: SLATE[900], anchor: "middle", bold: true }) +
    optionCard(196, "A", options[0], 58, false, pal, ids) +
    optionCard(460, "B", options[1], 42, true, pal, ids) +
    orBadge +
    button(24, 712, 342, ROUND_ACTIONS[game.id][1], { fill: pal[600], text: WHITE }) +
    label(195, 800, "Everyone votes, then defend your pick", 14, { fill: SLATE[400], anchor: "middle" }) +
    homeIndicator(SLATE[900]);
  const title = `${game.title} app screenshot: two options and the group's votes`;
  return svgDocument(PHONE.width, PHONE.height, title, defs, body);
}

function thirdScreen(game: Game, pal: Palette, item: string, ids: string): string {
  const prompt = toPrompt(game, item);
  const options = game.id === "would-you-rather" ? splitChoice(prompt.text) : undefined;
  if (options) return choiceScreen(game, pal, options, ids);
  if (TIMED_GAMES.includes(game.id)) return timerScreen(game, pal, prompt, ids);
  return playersScreen(game, pal, prompt, ids);
}

// ---------------------------------------------------------------------------------------------
// Icons: a gradient tile with a white glyph per game

type Glyph = (pal: Palette) => string;

const ROUND = { "stroke-linecap": "round", "stroke-linejoin": "round" } as const;

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${num(cx + radius * Math.cos(angle))},${num(cy + radius * Math.sin(angle))}`;
  }).join(" ");
}

const GLYPHS: Record<GameId, Glyph> = {
  // A speech bubble with a lightning bolt.
  "truth-or-dare": (pal) =>
    el("path", {
      d: "M176 124h160a64 64 0 0 1 64 64v92a64 64 0 0 1-64 64H250l-84 62 16-62h-6a64 64 0 0 1-64-64v-92a64 64 0 0 1 64-64z",
      fill: WHITE,
    }) +
    el("path", {
      d: "M290 144 198 256h54l-24 80 92-118h-54z",
      fill: pal[600],
      ...ROUND,
      stroke: pal[600],
      "stroke-width": 6,
    }),
  // A raised open hand.
  "never-have-i-ever": () =>
    el(
      "g",
      { fill: WHITE },
      [
        [178, 150, 150],
        [222, 116, 180],
        [266, 128, 170],
        [310, 164, 140],
      ]
        .map(([x, y, h]) => el("rect", { x, y, width: 38, height: h, rx: 19 }))
        .join("") +
        el("rect", { x: 164, y: 222, width: 46, height: 156, rx: 23, transform: "rotate(-36 187 370)" }) +
        el("path", { d: "M178 260h170v70c0 56-40 92-90 92h-8c-46 0-72-26-72-74z" }),
    ),
  // A path that splits into two arrows.
  "would-you-rather": () =>
    el("path", {
      d: "M256 412V300M256 300 160 204M256 300l96-96M150 270v-76h76M362 270v-76h-76",
      fill: "none",
      stroke: WHITE,
      "stroke-width": 40,
      ...ROUND,
    }),
  // A chair with a flame on its seat.
  "hot-seat": (pal) =>
    el(
      "g",
      { fill: WHITE },
      el("rect", { x: 132, y: 104, width: 40, height: 316, rx: 20 }) +
        el("rect", { x: 132, y: 276, width: 248, height: 42, rx: 21 }) +
        el("rect", { x: 340, y: 276, width: 40, height: 144, rx: 20 }) +
        el("path", {
          d: "M214 280c-18-18-24-42-16-68 6-20 20-34 32-46 0 22 8 36 20 42-6-38 2-80 26-112 24 34 60 70 64 118 2 28-6 50-22 66z",
        }),
    ) +
    el("path", {
      d: "M242 277c-10-16-8-36 8-55 6 14 14 20 22 22 0-18 6-34 16-48 16 20 24 46 18 66-2 6-5 11-8 15z",
      fill: pal[500],
    }),
  // A watchful eye.
  paranoia: (pal) =>
    el("path", {
      d: "M84 256c44-76 108-112 172-112s128 36 172 112c-44 76-108 112-172 112S128 332 84 256z",
      fill: WHITE,
    }) +
    el("circle", { cx: 256, cy: 256, r: 74, fill: pal[600] }) +
    el("circle", { cx: 256, cy: 256, r: 34, fill: pal[900] }) +
    el("circle", { cx: 280, cy: 232, r: 14, fill: WHITE }),
  // A stopwatch with a speech bubble.
  catchphrase: (pal) =>
    el("circle", { cx: 300, cy: 300, r: 104, fill: "none", stroke: WHITE, "stroke-width": 34 }) +
    el("rect", { x: 272, y: 138, width: 56, height: 30, rx: 12, fill: WHITE }) +
    el("rect", { x: 288, y: 156, width: 24, height: 36, fill: WHITE }) +
    el("path", { d: "M300 300l34-48", stroke: WHITE, "stroke-width": 24, ...ROUND }) +
    el("circle", { cx: 300, cy: 300, r: 22, fill: WHITE }) +
    el("path", {
      d: "M140 106h52a46 46 0 0 1 0 92h-26l-42 30 8-32a46 46 0 0 1 8-90z",
      fill: WHITE,
      stroke: pal[500],
      "stroke-width": 14,
      "stroke-linejoin": "round",
    }) +
    [142, 166, 190].map((cx) => el("circle", { cx, cy: 152, r: 8, fill: pal[600] })).join(""),
  // A key.
  password: () =>
    el(
      "g",
      { fill: WHITE, transform: "rotate(-40 256 256)" },
      el("path", {
        d: "M174 174a82 82 0 1 1 0 164 82 82 0 0 1 0-164zm0 52a30 30 0 1 0 0 60 30 30 0 0 0 0-60z",
        "fill-rule": "evenodd",
      }) +
        el("rect", { x: 236, y: 234, width: 196, height: 44, rx: 16 }) +
        el("rect", { x: 356, y: 260, width: 32, height: 62, rx: 10 }) +
        el("rect", { x: 400, y: 260, width: 32, height: 46, rx: 10 }),
    ),
  // A mime's face under a beret.
  charades: (pal) =>
    el("ellipse", { cx: 256, cy: 292, rx: 110, ry: 126, fill: WHITE }) +
    el("path", {
      d: "M134 202c6-60 64-96 130-94 58 2 104 34 112 82-44-20-92-26-136-22-40 4-76 14-106 34z",
      fill: pal[900],
    }) +
    el("circle", { cx: 268, cy: 104, r: 14, fill: pal[900] }) +
    el(
      "g",
      { fill: pal[900] },
      [214, 298]
        .map((x) => el("path", { d: `M${x} 240l7 48-7 48-7-48z` }) + el("ellipse", { cx: x, cy: 288, rx: 12, ry: 16 }))
        .join(""),
    ) +
    ["M192 248q22-18 44 0", "M276 248q22-18 44 0"]
      .map((d) => el("path", { d, fill: "none", stroke: pal[900], "stroke-width": 7, ...ROUND }))
      .join("") +
    el("path", {
      d: "M226 354q30 24 60 0q-30-12-60 0z",
      fill: pal[600],
      stroke: pal[600],
      "stroke-width": 8,
      ...ROUND,
    }),
  // A fanned stack of cards, a star on the front one.
  "group-party-games": (pal) =>
    el("rect", {
      x: 176,
      y: 128,
      width: 160,
      height: 224,
      rx: 26,
      fill: WHITE,
      opacity: 0.5,
      transform: "rotate(-20 256 420)",
    }) +
    el("rect", {
      x: 176,
      y: 128,
      width: 160,
      height: 224,
      rx: 26,
      fill: WHITE,
      opacity: 0.75,
      transform: "rotate(20 256 420)",
    }) +
    el("rect", { x: 176, y: 136, width: 160, height: 224, rx: 26, fill: WHITE }) +
    el("polygon", {
      points: starPoints(256, 252, 54, 24),
      fill: pal[500],
      stroke: pal[500],
      "stroke-width": 8,
      ...ROUND,
    }) +
    el("circle", { cx: 204, cy: 166, r: 9, fill: pal[300] }) +
    el("circle", { cx: 308, cy: 330, r: 9, fill: pal[300] }),
};

function iconSvg(game: Game, pal: Palette, ids: string): string {
  const sheen = el(
    "radialGradient",
    { id: `${ids}sheen`, cx: 0.25, cy: 0.1, r: 0.9 },
    el("stop", { offset: 0, "stop-color": WHITE, "stop-opacity": 0.28 }) +
      el("stop", { offset: 1, "stop-color": WHITE, "stop-opacity": 0 }),
  );
  const defs =
    diagonalGradient(`${ids}bg`, pal[400], pal[700]) + sheen + dropShadow(`${ids}sh`, pal[900], 10, 10, 0.35);
  const tile = { width: ICON_SIZE, height: ICON_SIZE, rx: 112 };
  const body =
    el("rect", { ...tile, fill: `url(#${ids}bg)` }) +
    el("rect", { ...tile, fill: `url(#${ids}sheen)` }) +
    el("g", { filter: `url(#${ids}sh)` }, GLYPHS[game.id](pal));
  return svgDocument(ICON_SIZE, ICON_SIZE, `${game.title} icon`, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Output

const outputRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "games");

function artFor(game: Game): Record<string, string> {
  const pal = PALETTES[game.color];
  const [first, second, third] = pickItems(game);
  return {
    "icon.svg": iconSvg(game, pal, `${game.id}-i-`),
    "screenshot-1.svg": promptCardScreen(game, pal, toPrompt(game, first), `${game.id}-s1-`),
    "screenshot-2.svg": listScreen(game, pal, toPrompt(game, second), `${game.id}-s2-`),
    "screenshot-3.svg": thirdScreen(game, pal, third, `${game.id}-s3-`),
  };
}

function writeArt(): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const game of GAMES) {
    const directory = join(outputRoot, game.id);
    mkdirSync(directory, { recursive: true });
    for (const [name, svg] of Object.entries(artFor(game))) {
      const size = Buffer.byteLength(svg);
      if (size > MAX_FILE_BYTES) throw new Error(`${game.id}/${name} is ${size} bytes, over ${MAX_FILE_BYTES}`);
      writeFileSync(join(directory, name), svg);
      files += 1;
      bytes += size;
    }
  }
  return { files, bytes };
}

const { files, bytes } = writeArt();
console.log(`render-game-art: wrote ${files} SVG files to public/games/ (${(bytes / 1024).toFixed(1)} KB in all)`);
