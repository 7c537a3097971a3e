/** SVG markup and text layout for the generated artwork: short, stable output with no dependencies. */

export const FONT = "ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif";

export type Attrs = Record<string, string | number | undefined>;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A number rounded to one decimal, so coordinates stay short and stable. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** An element; `children` is markup (escape text with escapeXml first). */
export function el(name: string, attrs: Attrs, children = ""): string {
  const attrText = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : escapeXml(String(value))}"`)
    .join("");
  return children ? `<${name}${attrText}>${children}</${name}>` : `<${name}${attrText}/>`;
}

export function svgDocument(width: number, height: number, title: string, defs: string, body: string): string {
  const attrs = {
    xmlns: "http://www.w3.org/2000/svg",
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    "font-family": FONT,
  };
  return `${el("svg", attrs, el("title", {}, escapeXml(title)) + el("defs", {}, defs) + body)}\n`;
}

export function verticalGradient(id: string, from: string, to: string): string {
  const stops = el("stop", { offset: 0, "stop-color": from }) + el("stop", { offset: 1, "stop-color": to });
  return el("linearGradient", { id, x1: 0, y1: 0, x2: 0, y2: 1 }, stops);
}

export function diagonalGradient(id: string, from: string, to: string): string {
  const stops = el("stop", { offset: 0, "stop-color": from }) + el("stop", { offset: 1, "stop-color": to });
  return el("linearGradient", { id, x1: 0, y1: 0, x2: 1, y2: 1 }, stops);
}

export function dropShadow(id: string, color: string, dy: number, blur: number, opacity: number): string {
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

export type Weight = "regular" | "bold";
export type FittedText = { lines: string[]; size: number; lineHeight: number };

/** Average glyph width of the system sans-serif, as a fraction of the font size. */
export const CHAR_WIDTH: Record<Weight, number> = { regular: 0.53, bold: 0.64 };

export function charsPerLine(width: number, size: number, weight: Weight): number {
  return Math.max(1, Math.floor(width / (size * CHAR_WIDTH[weight])));
}

/** Greedy word-wrap; a word longer than a line is cut into pieces. */
export function wrapText(text: string, maxChars: number): string[] {
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
export function truncateLines(lines: string[], count: number, maxChars: number): string[] {
  if (lines.length <= count) return lines;
  const kept = lines.slice(0, count);
  const last = kept[count - 1] ?? "";
  kept[count - 1] = `${last.slice(0, maxChars - 1).replace(/[\s,.;:]+$/, "")}\u2026`;
  return kept;
}

/** Height of a text block from the top of its first line to the descenders of its last. */
export function blockHeight(lineCount: number, size: number, lineHeight: number): number {
  return (lineCount - 1) * lineHeight + size * 0.95;
}

/** The first of `sizes` (largest first) at which the text fits the box without splitting a word. */
export function fitText(
  text: string,
  width: number,
  height: number,
  sizes: readonly number[],
  weight: Weight,
): FittedText {
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
export function promptSizes(text: string, largest: number): number[] {
  const sizes = text.length <= 18 ? [largest + 12, largest + 8, largest + 4] : [];
  return [...sizes, largest, largest - 2, largest - 4, largest - 6, largest - 8, largest - 10];
}

export type TextStyle = {
  fill: string;
  anchor?: "start" | "middle" | "end";
  bold?: boolean;
  opacity?: number;
  spacing?: number;
};

/** A multi-line text: one <tspan> per line, the first baseline at y. */
export function textLines(x: number, y: number, fitted: FittedText, style: TextStyle): string {
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
export function label(x: number, y: number, text: string, size: number, style: TextStyle): string {
  return textLines(x, y, { lines: [text], size, lineHeight: size }, style);
}

/** A fitted text centred vertically in the box from `top` to `top + height`. */
export function centredLines(x: number, top: number, height: number, fitted: FittedText, style: TextStyle): string {
  const capHeight = fitted.size * 0.72;
  const blockHeight = (fitted.lines.length - 1) * fitted.lineHeight + capHeight;
  return textLines(x, top + (height - blockHeight) / 2 + capHeight, fitted, style);
}
