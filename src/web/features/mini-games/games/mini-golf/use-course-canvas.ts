import { type RefObject, useCallback, useEffect, useRef } from "react";
import { COURSE_HEIGHT, COURSE_WIDTH, type Hole } from "./course";
import { type AimView, drawCourse, drawFrame } from "./draw-course";
import type { Ball } from "./physics";

type Scene = { hole: Hole; ball: Ball; aim: AimView | null };

/**
 * Paints the course, sharp at the screen's pixel density: the canvas holds
 * 360 x 540 x devicePixelRatio pixels whatever size it is shown at. `paint()` draws the scene now
 * (the caller runs it inside its animation frame); `redraw` is asked for when the density changes.
 */
export function useCourseCanvas(canvas: RefObject<HTMLCanvasElement | null>, scene: () => Scene, redraw: () => void) {
  const layer = useRef<{ hole: Hole; ratio: number; canvas: HTMLCanvasElement } | null>(null);
  const readScene = useRef(scene);
  readScene.current = scene;
  const askRedraw = useRef(redraw);
  askRedraw.current = redraw;

  const paint = useCallback(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const { hole, ball, aim } = readScene.current();
    const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
    const width = Math.round(COURSE_WIDTH * ratio);
    const height = Math.round(COURSE_HEIGHT * ratio);
    if (element.width !== width || element.height !== height) {
      element.width = width;
      element.height = height;
    }
    if (layer.current?.hole !== hole || layer.current.ratio !== ratio) {
      const still = document.createElement("canvas");
      still.width = width;
      still.height = height;
      const stillContext = still.getContext("2d");
      if (!stillContext) return;
      stillContext.scale(width / COURSE_WIDTH, height / COURSE_HEIGHT);
      drawCourse(stillContext, hole);
      layer.current = { hole, ratio, canvas: still };
    }
    context.setTransform(width / COURSE_WIDTH, 0, 0, height / COURSE_HEIGHT, 0, 0);
    drawFrame(context, layer.current.canvas, hole, ball, aim);
  }, [canvas]);

  useEffect(() => {
    // A move to a screen of another density (or a zoom) redraws at the new one.
    let query: MediaQueryList | null = null;
    const watch = () => {
      query?.removeEventListener("change", onChange);
      query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      query.addEventListener("change", onChange);
    };
    const onChange = () => {
      watch();
      askRedraw.current();
    };
    watch();
    return () => query?.removeEventListener("change", onChange);
  }, []);

  return paint;
}
