/** The colours and the pieces of phone UI that every generated screenshot is drawn with. */
import { type GameColor, SCREENSHOT_SIZE } from "../../src/shared/catalogue/game-types";
import { type Game, screenshotAlt } from "../../src/shared/catalogue/games";
import { el, fitText, label, svgDocument } from "./svg";

export type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type Palette = Record<Shade, string>;

/** Tailwind v4 colour families (the oklch values of tailwindcss/theme.css, converted to sRGB hex). */
export const PALETTES: Record<GameColor, Palette> = {
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
export const SLATE = {
  100: "#f1f5f9",
  200: "#e2e8f0",
  400: "#90a1b9",
  500: "#62748e",
  600: "#45556c",
  900: "#0f172b",
} as const;

export const WHITE = "#fff";
export const PHONE = SCREENSHOT_SIZE;
export const PLAYERS = ["Sam", "Priya", "Leo", "Mia", "Jordan"] as const;

// ---------------------------------------------------------------------------------------------
// Phone chrome and UI pieces

export function statusBar(color: string): string {
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

export function homeIndicator(color: string): string {
  return el("rect", { x: 128, y: 824, width: 134, height: 5, rx: 2.5, fill: color, opacity: 0.8 });
}

/** Back button, centred title and a menu button, at the top of every screen. */
export function appHeader(title: string, color: string, buttonFill: string, buttonOpacity: number): string {
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

export function badge(
  x: number,
  top: number,
  text: string,
  background: string,
  color: string,
  centred: boolean,
): string {
  const width = text.length * 9.4 + 28;
  const left = centred ? x - width / 2 : x;
  return (
    el("rect", { x: left, y: top, width, height: 28, rx: 14, fill: background }) +
    label(left + width / 2, top + 18.5, text, 12, { fill: color, anchor: "middle", bold: true, spacing: 1.6 })
  );
}

export type ButtonStyle = { fill: string; text: string; stroke?: string; fillOpacity?: number };

export function button(x: number, y: number, width: number, text: string, style: ButtonStyle): string {
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

export function avatar(cx: number, cy: number, r: number, name: string, fill: string): string {
  const initial = name.charAt(0);
  return (
    el("circle", { cx, cy, r, fill }) +
    label(cx, cy + r * 0.34, initial, Math.round(r * 0.95), { fill: WHITE, anchor: "middle", bold: true })
  );
}

/** The category of a prompt (e.g. "Action") above its text, in the accent colour. */

/** Names a player's avatar colour: the five players keep their shades on every screen of a game. */
export function playerShade(pal: Palette, index: number): string {
  return [pal[400], pal[500], pal[600], pal[700], pal[800]][index % 5] ?? pal[500];
}

type ScreenParts = {
  /** Gradients and filters the body refers to. */
  defs: string;
  /** The full-screen background fill (a colour or a url(#gradient)). */
  background: string;
  /** Whether the screen is dark, so its chrome is drawn in white. */
  dark: boolean;
  /** What lies under the status bar and the header, over the background (a coloured band). */
  underlay?: string;
  /** Everything between the app header and the home indicator. */
  body: string;
  /** Whether the bottom of the screen is dark, so the home indicator is drawn in white. */
  darkBottom?: boolean;
};

/**
 * One phone screenshot of `game`: its background, the status bar, the app header with the game's
 * name, `body`, and the home indicator. Its title is the page's caption of screenshot `index`, so
 * the picture and the alt text of the pages showing it say the same thing.
 */
export function phoneScreen(game: Game, index: 0 | 1 | 2, parts: ScreenParts): string {
  const { defs, background, dark, underlay = "", body, darkBottom = dark && !underlay } = parts;
  const ink = dark ? WHITE : SLATE[900];
  const content =
    el("rect", { width: PHONE.width, height: PHONE.height, fill: background }) +
    underlay +
    statusBar(ink) +
    appHeader(game.title, ink, WHITE, dark ? 0.18 : 1) +
    body +
    homeIndicator(darkBottom ? WHITE : SLATE[900]);
  return svgDocument(PHONE.width, PHONE.height, screenshotAlt(game, index), defs, content);
}

/** Draws one screenshot of a game: its `ids` prefix keeps gradient ids unique across inlined SVGs. */
export type Screen = (game: Game, pal: Palette, ids: string) => string;
