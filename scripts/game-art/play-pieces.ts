/** Pieces the games' own screens are built from: cards, chips, ticks, timers, player rows. */
import { avatar, type Palette, PLAYERS, playerShade, SLATE, WHITE } from "./phone-ui";
import { centredLines, el, fitText, label, num, type TextStyle } from "./svg";

export const ROUND = { "stroke-linecap": "round", "stroke-linejoin": "round" } as const;

/** A rounded card with the screen's drop shadow (`ids` + "sh" in the defs). */
export function card(x: number, y: number, width: number, height: number, fill: string, ids: string, rx = 28): string {
  return el("rect", { x, y, width, height, rx, fill, filter: `url(#${ids}sh)` });
}

/** A text wrapped to the box at the largest of `sizes` that fits, centred vertically in it. */
export function boxText(
  x: number,
  top: number,
  width: number,
  height: number,
  text: string,
  sizes: readonly number[],
  style: TextStyle,
): string {
  const fitted = fitText(text, width, height, sizes, style.bold ? "bold" : "regular");
  return centredLines(x, top, height, fitted, style);
}

/** A pill with its text centred; its width follows the text. Returns the markup and the width. */
export function chip(
  x: number,
  top: number,
  text: string,
  style: { fill: string; text: string; stroke?: string; size?: number },
): { svg: string; width: number } {
  const size = style.size ?? 15;
  const width = Math.round(text.length * size * 0.6 + 24);
  const svg =
    el("rect", { x, y: top, width, height: size + 21, rx: (size + 21) / 2, fill: style.fill, stroke: style.stroke }) +
    label(x + width / 2, top + size + 5, text, size, { fill: style.text, anchor: "middle", bold: true });
  return { svg, width };
}

/** A tick mark centred on (cx, cy). */
export function tick(cx: number, cy: number, color: string, scale = 1): string {
  const d = `M${num(cx - 7 * scale)} ${num(cy)}l${num(5 * scale)} ${num(5 * scale)} ${num(9 * scale)}-${num(10 * scale)}`;
  return el("path", { d, fill: "none", stroke: color, "stroke-width": 3 * scale, ...ROUND });
}

/** A cross centred on (cx, cy). */
export function cross(cx: number, cy: number, color: string, scale = 1): string {
  const r = 6 * scale;
  const d = `M${num(cx - r)} ${num(cy - r)}l${num(2 * r)} ${num(2 * r)}m0-${num(2 * r)}l-${num(2 * r)} ${num(2 * r)}`;
  return el("path", { d, fill: "none", stroke: color, "stroke-width": 3 * scale, ...ROUND });
}

/** A countdown ring with the seconds left in its middle. */
export function timerRing(cx: number, cy: number, r: number, fraction: number, time: string, color: string): string {
  const circumference = 2 * Math.PI * r;
  const track = el("circle", { cx, cy, r, fill: "none", stroke: WHITE, "stroke-opacity": 0.18, "stroke-width": 14 });
  const arc = el("circle", {
    cx,
    cy,
    r,
    fill: "none",
    stroke: color,
    "stroke-width": 14,
    "stroke-linecap": "round",
    "stroke-dasharray": `${num(circumference * fraction)} ${num(circumference)}`,
    transform: `rotate(-90 ${cx} ${cy})`,
  });
  return (
    track +
    arc +
    label(cx, cy + 12, time, 40, { fill: WHITE, anchor: "middle", bold: true }) +
    label(cx, cy + 38, "SECONDS LEFT", 11, { fill: WHITE, anchor: "middle", opacity: 0.7, spacing: 1.4 })
  );
}

/** The five players as avatars with names, one of them ringed as the active player. */
export function playerRow(pal: Palette, top: number, activeIndex: number): string {
  const cy = top + 31;
  return PLAYERS.map((name, i) => {
    const cx = 55 + i * 70;
    const active = i === activeIndex;
    const ring = active ? el("circle", { cx, cy, r: 31, fill: "none", stroke: pal[500], "stroke-width": 3 }) : "";
    return (
      ring +
      avatar(cx, cy, 25, name, playerShade(pal, i)) +
      label(cx, cy + 52, name, 13, { fill: active ? pal[700] : SLATE[500], anchor: "middle", bold: active })
    );
  }).join("");
}

/** A horizontal progress bar. */
export function bar(
  x: number,
  y: number,
  width: number,
  height: number,
  fraction: number,
  track: string,
  fill: string,
) {
  return (
    el("rect", { x, y, width, height, rx: height / 2, fill: track }) +
    el("rect", { x, y, width: Math.max(height, width * fraction), height, rx: height / 2, fill })
  );
}
