import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { drawBoard } from "./draw-board";
import { CANVAS_SIZE, type Direction, type ZipState } from "./logic";

const ARROWS: Record<string, Direction> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

type ZipBoardProps = {
  state: ZipState | null;
  hintCell: number | null;
  /** The id of the grid in words (the canvas's description). */
  describedBy: string;
  /** A press on a cell; true when it starts a drag (on the path, or a step from its end). */
  onPress: (cell: number) => boolean;
  /** The pointer of a drag over a cell. */
  onDrag: (cell: number) => void;
  onArrow: (direction: Direction) => void;
  onUndo: () => void;
};

/**
 * The 320 x 320 board. Mouse, pen and finger drag the path alike (pointer events, captured for the
 * whole drag); the canvas takes no touch gestures, so the page does not scroll while drawing. With
 * the keyboard, the focused board moves the path's end with the arrow keys; Backspace undoes.
 */
export function ZipBoard({ state, hintCell, describedBy, onPress, onDrag, onArrow, onUndo }: ZipBoardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const dragging = useRef<number | null>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 3);
    if (element.width !== CANVAS_SIZE * ratio) {
      element.width = CANVAS_SIZE * ratio;
      element.height = CANVAS_SIZE * ratio;
    }
    drawBoard(context, state, hintCell, ratio);
  }, [state, hintCell]);

  const cellAt = (event: PointerEvent<HTMLCanvasElement>): number | null => {
    if (!state) return null;
    const box = event.currentTarget.getBoundingClientRect();
    const { size } = state.puzzle;
    const x = Math.floor(((event.clientX - box.left) / box.width) * size);
    const y = Math.floor(((event.clientY - box.top) / box.height) * size);
    return x < 0 || y < 0 || x >= size || y >= size ? null : y * size + x;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const cell = cellAt(event);
    if (cell === null || dragging.current !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    if (!onPress(cell)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = event.pointerId;
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (dragging.current !== event.pointerId) return;
    const cell = cellAt(event);
    if (cell !== null) onDrag(cell);
  };
  const endDrag = (event: PointerEvent<HTMLCanvasElement>) => {
    if (dragging.current === event.pointerId) dragging.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const direction = ARROWS[event.key];
    if (direction) onArrow(direction);
    else if (event.key === "Backspace") onUndo();
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the board answers the arrow keys itself; "application" lets screen readers pass them through
    <canvas
      ref={canvas}
      width={CANVAS_SIZE}
      height={CANVAS_SIZE}
      tabIndex={0}
      role="application"
      aria-roledescription="puzzle grid"
      aria-label="Puzzle grid: drag the path, or use the arrow keys"
      aria-describedby={describedBy}
      data-testid="zip-canvas"
      className="aspect-square h-auto w-80 max-w-full cursor-crosshair touch-none select-none rounded-2xl border-2 border-line-strong bg-surface shadow-sm focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onKeyDown={onKeyDown}
    />
  );
}
