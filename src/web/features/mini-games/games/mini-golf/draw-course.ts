import { COURSE_HEIGHT, COURSE_WIDTH, type Hole, type Rect } from "./course";
import { BALL_RADIUS, type Ball, MAX_POWER } from "./physics";

/**
 * The course drawn on a canvas in logical units (360 x 540); the caller scales the context for
 * the screen's pixel density. The still parts of a hole are drawn once into a layer; each frame
 * copies that layer and draws the ball and the aim on top, so a frame costs next to nothing.
 */
const COLORS = {
  fairway: "#4fa657",
  fairwayStripe: "#58b060",
  rough: "#2d6a36",
  roughTuft: "#23552b",
  green: "#86d68c",
  greenStripe: "#8fdc95",
  sand: "#ead296",
  sandDot: "#c9a85c",
  water: "#2a78d2",
  waterWave: "#8cc2f5",
  wall: "#8b5a2b",
  wallEdge: "#5b3816",
  wallLight: "#b9824c",
  rail: "#1f4d27",
} as const;

const fillRect = (context: CanvasRenderingContext2D, rect: Rect, color: string) => {
  context.fillStyle = color;
  context.fillRect(rect.x, rect.y, rect.width, rect.height);
};

/** Runs `draw` with drawing clipped to `rect`. */
function clipped(context: CanvasRenderingContext2D, rect: Rect, draw: () => void) {
  context.save();
  context.beginPath();
  context.rect(rect.x, rect.y, rect.width, rect.height);
  context.clip();
  draw();
  context.restore();
}

function drawMownStripes(context: CanvasRenderingContext2D, rect: Rect, color: string, band: number) {
  clipped(context, rect, () => {
    context.fillStyle = color;
    for (let y = Math.floor(rect.y / (band * 2)) * band * 2; y < rect.y + rect.height; y += band * 2) {
      context.fillRect(rect.x, y, rect.width, band);
    }
  });
}

function drawRough(context: CanvasRenderingContext2D, rect: Rect) {
  fillRect(context, rect, COLORS.rough);
  clipped(context, rect, () => {
    context.strokeStyle = COLORS.roughTuft;
    context.lineWidth = 1.5;
    context.beginPath();
    for (let y = Math.floor(rect.y / 12) * 12; y < rect.y + rect.height + 12; y += 12) {
      const offset = (y / 12) % 2 === 0 ? 0 : 6;
      for (let x = Math.floor(rect.x / 12) * 12 + offset; x < rect.x + rect.width + 12; x += 12) {
        context.moveTo(x - 2, y + 3);
        context.lineTo(x, y - 2);
        context.lineTo(x + 2, y + 3);
      }
    }
    context.stroke();
  });
}

function drawSand(context: CanvasRenderingContext2D, rect: Rect) {
  context.fillStyle = COLORS.sand;
  context.beginPath();
  context.roundRect(rect.x, rect.y, rect.width, rect.height, 8);
  context.fill();
  clipped(context, rect, () => {
    context.fillStyle = COLORS.sandDot;
    for (let y = rect.y + 4; y < rect.y + rect.height; y += 7) {
      const offset = Math.round((y - rect.y) / 7) % 2 === 0 ? 3 : 6.5;
      for (let x = rect.x + offset; x < rect.x + rect.width; x += 7) context.fillRect(x, y, 1.5, 1.5);
    }
  });
}

function drawWater(context: CanvasRenderingContext2D, rect: Rect) {
  context.fillStyle = COLORS.water;
  context.beginPath();
  context.roundRect(rect.x, rect.y, rect.width, rect.height, 6);
  context.fill();
  clipped(context, rect, () => {
    context.strokeStyle = COLORS.waterWave;
    context.lineWidth = 1.5;
    context.beginPath();
    for (let y = rect.y + 10; y < rect.y + rect.height; y += 14) {
      const shift = Math.round((y - rect.y) / 14) % 2 === 0 ? 0 : 10;
      for (let x = rect.x + 4 + shift; x < rect.x + rect.width; x += 22) {
        context.moveTo(x, y);
        context.quadraticCurveTo(x + 3, y - 3, x + 6, y);
        context.quadraticCurveTo(x + 9, y + 3, x + 12, y);
      }
    }
    context.stroke();
  });
}

function drawWall(context: CanvasRenderingContext2D, rect: Rect) {
  context.fillStyle = "rgba(0, 0, 0, 0.25)";
  context.fillRect(rect.x + 2, rect.y + 3, rect.width, rect.height);
  fillRect(context, rect, COLORS.wall);
  context.fillStyle = COLORS.wallLight;
  context.fillRect(rect.x, rect.y, rect.width, Math.min(3, rect.height / 3));
  context.strokeStyle = COLORS.wallEdge;
  context.lineWidth = 1;
  context.strokeRect(rect.x + 0.5, rect.y + 0.5, rect.width - 1, rect.height - 1);
}

function drawCup(context: CanvasRenderingContext2D, hole: Hole) {
  const { x, y } = hole.hole;
  context.fillStyle = "rgba(255, 255, 255, 0.55)";
  context.beginPath();
  context.arc(x, y, 11, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = "#0b0f0c";
  context.beginPath();
  context.arc(x, y, 8.5, 0, Math.PI * 2);
  context.fill();
}

/** The flag stands in the cup; it is drawn over the ball so a ball at the cup stays under it. */
function drawFlag(context: CanvasRenderingContext2D, hole: Hole) {
  const { x, y } = hole.hole;
  const top = y - 34;
  context.strokeStyle = "#f8fafc";
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(x, y);
  context.lineTo(x, top);
  context.stroke();
  context.fillStyle = "#dc2626";
  context.beginPath();
  context.moveTo(x + 1, top);
  context.lineTo(x + 19, top + 6);
  context.lineTo(x + 1, top + 12);
  context.closePath();
  context.fill();
}

/** Everything of a hole that never moves: terrain, obstacles, the cup. */
export function drawCourse(context: CanvasRenderingContext2D, hole: Hole) {
  const course = { x: 0, y: 0, width: COURSE_WIDTH, height: COURSE_HEIGHT };
  fillRect(context, course, COLORS.fairway);
  drawMownStripes(context, course, COLORS.fairwayStripe, 30);
  for (const patch of hole.terrain) {
    if (patch.type === "rough") drawRough(context, patch);
    else if (patch.type === "green") {
      fillRect(context, patch, COLORS.green);
      drawMownStripes(context, patch, COLORS.greenStripe, 10);
    } else {
      fillRect(context, patch, COLORS.fairway);
      drawMownStripes(context, patch, COLORS.fairwayStripe, 30);
    }
  }
  for (const obstacle of hole.obstacles) {
    if (obstacle.type === "sand") drawSand(context, obstacle);
    else if (obstacle.type === "water") drawWater(context, obstacle);
  }
  for (const obstacle of hole.obstacles) {
    if (obstacle.type === "wall") drawWall(context, obstacle);
  }
  drawCup(context, hole);
  context.strokeStyle = COLORS.rail;
  context.lineWidth = 4;
  context.strokeRect(2, 2, COURSE_WIDTH - 4, COURSE_HEIGHT - 4);
}

/** A shot being aimed: its velocity (the way the ball will go) and, for a drag, the pull behind it. */
export type AimView = { readonly vx: number; readonly vy: number; readonly pull: { x: number; y: number } | null };

/** Green for a soft putt to red for full power. */
export const powerColor = (power: number) => `hsl(${Math.round(130 - (power / MAX_POWER) * 130)} 85% 50%)`;

function drawAim(context: CanvasRenderingContext2D, ball: Ball, aim: AimView) {
  const power = Math.sqrt(aim.vx * aim.vx + aim.vy * aim.vy);
  if (power === 0) return;
  const ux = aim.vx / power;
  const uy = aim.vy / power;
  if (aim.pull) {
    context.strokeStyle = "rgba(255, 255, 255, 0.45)";
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(ball.x, ball.y);
    context.lineTo(ball.x + aim.pull.x, ball.y + aim.pull.y);
    context.stroke();
  }
  const length = 24 + power * 9;
  const endX = ball.x + ux * length;
  const endY = ball.y + uy * length;
  const color = powerColor(power);
  context.lineCap = "round";
  context.strokeStyle = "rgba(0, 0, 0, 0.5)";
  context.lineWidth = 5;
  context.setLineDash([2, 7]);
  context.beginPath();
  context.moveTo(ball.x + ux * 10, ball.y + uy * 10);
  context.lineTo(endX, endY);
  context.stroke();
  context.strokeStyle = color;
  context.lineWidth = 3;
  context.stroke();
  context.setLineDash([]);
  context.fillStyle = color;
  context.strokeStyle = "rgba(0, 0, 0, 0.5)";
  context.lineWidth = 1.5;
  context.beginPath();
  context.moveTo(endX + ux * 8, endY + uy * 8);
  context.lineTo(endX - uy * 6, endY + ux * 6);
  context.lineTo(endX + uy * 6, endY - ux * 6);
  context.closePath();
  context.fill();
  context.stroke();
  // The power, beside the arrow's head and kept on the course.
  const label = `Power ${power.toFixed(1)}`;
  context.font = "bold 12px system-ui, sans-serif";
  const width = context.measureText(label).width + 12;
  const labelX = Math.min(Math.max(endX + ux * 16 - width / 2, 4), COURSE_WIDTH - width - 4);
  const labelY = Math.min(Math.max(endY + uy * 16 - 10, 4), COURSE_HEIGHT - 24);
  context.fillStyle = "rgba(15, 23, 42, 0.85)";
  context.beginPath();
  context.roundRect(labelX, labelY, width, 20, 10);
  context.fill();
  context.fillStyle = "#ffffff";
  context.textBaseline = "middle";
  context.fillText(label, labelX + 6, labelY + 10.5);
}

function drawBall(context: CanvasRenderingContext2D, ball: Ball) {
  const radius = ball.motion === "sunk" ? BALL_RADIUS * 0.7 : BALL_RADIUS;
  context.fillStyle = "rgba(0, 0, 0, 0.3)";
  context.beginPath();
  context.arc(ball.x + 1.5, ball.y + 2, radius, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = "#ffffff";
  context.strokeStyle = "#64748b";
  context.lineWidth = 1;
  context.beginPath();
  context.arc(ball.x, ball.y, radius, 0, Math.PI * 2);
  context.fill();
  context.stroke();
}

/** One frame: the course layer, then the aim (if any), the ball and the flag. */
export function drawFrame(
  context: CanvasRenderingContext2D,
  course: CanvasImageSource,
  hole: Hole,
  ball: Ball,
  aim: AimView | null,
) {
  context.drawImage(course, 0, 0, COURSE_WIDTH, COURSE_HEIGHT);
  if (aim && ball.motion === "still") drawAim(context, ball, aim);
  drawBall(context, ball);
  drawFlag(context, hole);
}
