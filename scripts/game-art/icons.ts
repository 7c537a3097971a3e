/** The app icons: a gradient tile with a white glyph per game. */
import type { Game, GameId } from "../../src/shared/catalogue/games";
import { type Palette, WHITE } from "./phone-ui";
import { ROUND } from "./play-pieces";
import { diagonalGradient, dropShadow, el, num, svgDocument } from "./svg";

const ICON_SIZE = 512;
type Glyph = (pal: Palette) => string;

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${num(cx + radius * Math.cos(angle))},${num(cy + radius * Math.sin(angle))}`;
  }).join(" ");
}

/** A card of Group Party Games' fanned stack, turned `degrees` about the stack's foot. */
function fannedCard(opacity: number, degrees: number): string {
  return el("rect", {
    x: 176,
    y: 128,
    width: 160,
    height: 224,
    rx: 26,
    fill: WHITE,
    opacity,
    transform: `rotate(${degrees} 256 420)`,
  });
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
    fannedCard(0.5, -20) +
    fannedCard(0.75, 20) +
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

/** The icon of `game`, 512 pixels square. */
export function iconSvg(game: Game, pal: Palette, ids: string): string {
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
