import { type PointerEvent, type Ref, useEffect, useImperativeHandle, useRef } from "react";
import { exportPng, prepareCanvas } from "../../canvas";
import { CANVAS_SIZE, LINE_COLOR, LINE_WIDTH, PAPER_COLOR } from "./logic";

/** What the game may do with the drawing. */
export type SketchCanvasHandle = {
  /** Wipes the canvas to plain white paper. */
  clear: () => void;
  /** The drawing as a 400x400 PNG data URL, whatever the screen's density; throws if the browser cannot. */
  toPng: () => string;
};

/** Plain white paper all over. */
function wipe(paper: CanvasRenderingContext2D) {
  paper.fillStyle = PAPER_COLOR;
  paper.fillRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
}

type Point = { x: number; y: number };
type Stroke = { pointerId: number; last: Point; box: DOMRect };

type SketchCanvasProps = {
  /** Strokes are taken only while this is true (the drawing phase). */
  enabled: boolean;
  label: string;
  hidden?: boolean;
  ref?: Ref<SketchCanvasHandle>;
};

/**
 * The 400x400 paper. It follows a mouse, a pen or a finger (pointer events) with black round lines
 * of width 5, drawn straight onto the canvas as the pointer moves, so nothing re-renders while a
 * player draws. Touch gestures on it draw instead of scrolling the page (touch-action: none).
 */
export function SketchCanvas({ enabled, label, hidden = false, ref }: SketchCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const context = useRef<CanvasRenderingContext2D | null>(null);
  const stroke = useRef<Stroke | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const paper = prepareCanvas(canvas.current, CANVAS_SIZE, CANVAS_SIZE);
    paper.lineCap = "round";
    paper.lineJoin = "round";
    paper.lineWidth = LINE_WIDTH;
    paper.strokeStyle = LINE_COLOR;
    context.current = paper;
    wipe(paper);
  }, []);

  useImperativeHandle(ref, () => ({
    clear: () => {
      if (context.current) wipe(context.current);
    },
    toPng: () => {
      if (!canvas.current) throw new Error("The canvas is not on the page.");
      return exportPng(canvas.current, CANVAS_SIZE, CANVAS_SIZE);
    },
  }));

  /** Where an event falls on the 400x400 paper, however large the canvas is shown. */
  const pointOf = (event: { clientX: number; clientY: number }, box: DOMRect): Point => ({
    x: ((event.clientX - box.left) / box.width) * CANVAS_SIZE,
    y: ((event.clientY - box.top) / box.height) * CANVAS_SIZE,
  });

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const paper = context.current;
    if (!enabled || !paper || stroke.current || !event.isPrimary) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    const point = pointOf(event, box);
    stroke.current = { pointerId: event.pointerId, last: point, box };
    // A tap leaves a dot as wide as the line.
    paper.fillStyle = LINE_COLOR;
    paper.beginPath();
    paper.arc(point.x, point.y, LINE_WIDTH / 2, 0, Math.PI * 2);
    paper.fill();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    const paper = context.current;
    if (!current || !paper || current.pointerId !== event.pointerId) return;
    if (!enabled) {
      stroke.current = null;
      return;
    }
    // The browser may merge several moves into one event: draw through all of them for a smooth line.
    const moves = event.nativeEvent.getCoalescedEvents?.() ?? [];
    paper.beginPath();
    paper.moveTo(current.last.x, current.last.y);
    for (const move of moves.length > 0 ? moves : [event]) {
      current.last = pointOf(move, current.box);
      paper.lineTo(current.last.x, current.last.y);
    }
    paper.stroke();
  };

  const endStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointerId === event.pointerId) stroke.current = null;
  };

  return (
    <canvas
      ref={canvas}
      width={CANVAS_SIZE}
      height={CANVAS_SIZE}
      hidden={hidden}
      role="img"
      aria-label={label}
      data-testid="sketch-canvas"
      className={`block aspect-square w-full touch-none select-none rounded-2xl border-2 border-line-strong bg-surface shadow-inner ${enabled ? "cursor-crosshair" : "cursor-not-allowed"}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endStroke}
      onPointerCancel={endStroke}
      onLostPointerCapture={endStroke}
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}
