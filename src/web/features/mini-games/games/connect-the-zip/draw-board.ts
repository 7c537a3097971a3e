import { cellX, cellY } from "./grid";
import { CANVAS_SIZE, nextNumber, type ZipState, type ZipStatus } from "./logic";

const tones: Record<ZipStatus, { line: string; fill: string }> = {
  playing: { line: "#7c3aed", fill: "#ede9fe" },
  won: { line: "#047857", fill: "#d1fae5" },
  over: { line: "#e11d48", fill: "#ffe4e6" },
};

/**
 * Draws the board on a 320 x 320 canvas (scaled for the screen's pixel ratio): the grid, the cells
 * filled, the path as one thick line, the numbers as discs (filled once reached, the next one
 * ringed), the path's end, and the hinted cell while its highlight lasts.
 */
export function drawBoard(
  context: CanvasRenderingContext2D,
  state: ZipState | null,
  hintCell: number | null,
  pixelRatio: number,
): void {
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  if (!state) return;
  const { size, values } = state.puzzle;
  const cell = CANVAS_SIZE / size;
  const centre = (index: number) => [(cellX(size, index) + 0.5) * cell, (cellY(size, index) + 0.5) * cell] as const;
  const tone = tones[state.status];
  const onPath = new Set(state.path);

  context.fillStyle = tone.fill;
  for (const index of state.path) context.fillRect(cellX(size, index) * cell, cellY(size, index) * cell, cell, cell);
  if (hintCell !== null) {
    context.fillStyle = "#fcd34d";
    context.fillRect(cellX(size, hintCell) * cell, cellY(size, hintCell) * cell, cell, cell);
  }

  context.strokeStyle = "#cbd5e1";
  context.lineWidth = 1;
  context.beginPath();
  for (let line = 1; line < size; line += 1) {
    context.moveTo(line * cell, 0);
    context.lineTo(line * cell, CANVAS_SIZE);
    context.moveTo(0, line * cell);
    context.lineTo(CANVAS_SIZE, line * cell);
  }
  context.stroke();
  if (hintCell !== null) {
    context.strokeStyle = "#b45309";
    context.lineWidth = 3;
    context.strokeRect(cellX(size, hintCell) * cell + 2, cellY(size, hintCell) * cell + 2, cell - 4, cell - 4);
  }

  context.strokeStyle = tone.line;
  context.lineWidth = cell * 0.3;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.beginPath();
  state.path.forEach((index, step) => {
    const [x, y] = centre(index);
    if (step === 0) context.moveTo(x, y);
    else context.lineTo(x, y);
  });
  if (state.path.length === 1) {
    const [x, y] = centre(state.path[0] as number);
    context.lineTo(x + 0.01, y);
  }
  context.stroke();

  const due = nextNumber(state);
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.font = `700 ${Math.round(cell * 0.34)}px system-ui, sans-serif`;
  values.forEach((value, index) => {
    if (!value) return;
    const [x, y] = centre(index);
    context.beginPath();
    context.arc(x, y, cell * 0.32, 0, Math.PI * 2);
    context.fillStyle = onPath.has(index) ? tone.line : "#0f172a";
    context.fill();
    if (value === due && state.status === "playing") {
      context.strokeStyle = "#d97706";
      context.lineWidth = 3;
      context.beginPath();
      context.arc(x, y, cell * 0.4, 0, Math.PI * 2);
      context.stroke();
    }
    context.fillStyle = "#ffffff";
    context.fillText(String(value), x, y + 1);
  });

  // The path's end: a dark ring around its cell.
  const [hx, hy] = centre(state.path.at(-1) as number);
  context.strokeStyle = "#0f172a";
  context.lineWidth = 2.5;
  context.beginPath();
  context.arc(hx, hy, cell * 0.44, 0, Math.PI * 2);
  context.stroke();
}
