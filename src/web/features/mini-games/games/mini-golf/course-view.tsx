import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { COURSE_WIDTH, type Hole } from "./course";
import type { AimView } from "./draw-course";
import {
  aimWithKey,
  bearing,
  directionName,
  type KeyboardAim,
  MAX_PULL,
  pullFromDrag,
  shotFromAim,
  shotFromPull,
} from "./logic";
import {
  advance,
  type Ball,
  type PhysicsEvent,
  restingBall,
  type Simulation,
  startSimulation,
  strike,
} from "./physics";
import { useCourseCanvas } from "./use-course-canvas";

type CourseViewProps = {
  hole: Hole;
  /** Changes when the hole is restarted: the ball goes back to the tee. */
  attempt: number;
  strokes: number;
  /** False until the page is live, and once the ball is in the cup. */
  enabled: boolean;
  onShoot: () => void;
  onPhysics: (event: Exclude<PhysicsEvent, "stopped">) => void;
  /** Gets the focusable course (to move the focus to it when a hole starts). */
  focusRef?: Ref<HTMLDivElement>;
  /** Shown over the course (the result of a sunk hole). */
  children?: ReactNode;
};

type Drag = { pointerId: number; startX: number; startY: number; scale: number; pull: { x: number; y: number } };

const motionWords = { still: "Ball still.", moving: "Ball moving.", sunk: "Ball in the hole!" } as const;

/**
 * The course: a canvas the player aims on by dragging back from the ball (mouse, pen or finger,
 * through pointer events) or with the keys, and the fixed-step simulation of each shot. Frames are
 * drawn only while something moves. The ball's state is shown in words for screen readers and on
 * the canvas's data attributes.
 */
export function CourseView({
  hole,
  attempt,
  strokes,
  enabled,
  onShoot,
  onPhysics,
  focusRef,
  children,
}: CourseViewProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const simulation = useRef<Simulation>(startSimulation(restingBall(hole.ballStart)));
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const lastFrame = useRef(0);
  const [ball, setBall] = useState<Ball>(simulation.current.ball);
  const [keyAim, setKeyAim] = useState<KeyboardAim>({ angle: bearing(hole.ballStart, hole.hole), power: 5 });
  const [keyboardAiming, setKeyboardAiming] = useState(false);
  const latest = useRef({ hole, enabled, keyAim, keyboardAiming, onShoot, onPhysics });
  latest.current = { hole, enabled, keyAim, keyboardAiming, onShoot, onPhysics };

  const aim = (): AimView | null => {
    const current = drag.current;
    if (current) {
      const shot = shotFromPull(current.pull.x, current.pull.y);
      if (!shot) return null;
      const length = Math.sqrt(current.pull.x ** 2 + current.pull.y ** 2);
      const shown = length > MAX_PULL ? MAX_PULL / length : 1;
      return { ...shot, pull: { x: current.pull.x * shown, y: current.pull.y * shown } };
    }
    const { keyboardAiming: aiming, keyAim: keys, enabled: on } = latest.current;
    return aiming && on ? { ...shotFromAim(keys), pull: null } : null;
  };
  const paint = useCourseCanvas(
    canvas,
    () => ({ hole: latest.current.hole, ball: simulation.current.ball, aim: aim() }),
    () => requestFrame(),
  );

  /** The ball at rest somewhere new: tell React, and aim the keys at the cup from there. */
  const settle = useCallback((rested: Ball) => {
    setBall(rested);
    if (rested.motion === "still") setKeyAim((keys) => ({ ...keys, angle: bearing(rested, latest.current.hole.hole) }));
  }, []);

  const tick = (now: number) => {
    frame.current = 0;
    const current = simulation.current;
    if (current.ball.motion === "moving") {
      const { simulation: next, events } = advance(current, latest.current.hole, now - lastFrame.current);
      lastFrame.current = now;
      simulation.current = next;
      for (const event of events) {
        if (event !== "stopped") latest.current.onPhysics(event);
      }
      if (events.length > 0) settle(next.ball);
    }
    paint();
    if (simulation.current.ball.motion === "moving") frame.current = requestAnimationFrame(tick);
  };
  const requestFrame = () => {
    if (frame.current === 0) frame.current = requestAnimationFrame(tick);
  };

  // A new hole, or the same one restarted: the ball goes to the tee.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the restart signal.
  useEffect(() => {
    simulation.current = startSimulation(restingBall(hole.ballStart));
    drag.current = null;
    settle(simulation.current.ball);
    requestFrame();
  }, [hole, attempt, settle]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the aim's changes are what need a frame.
  useEffect(() => requestFrame(), [keyAim, keyboardAiming, enabled]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const canShoot = () => latest.current.enabled && simulation.current.ball.motion === "still";
  const shoot = (shot: { vx: number; vy: number }) => {
    if (!canShoot()) return;
    simulation.current = startSimulation(strike(simulation.current.ball, shot.vx, shot.vy));
    lastFrame.current = performance.now();
    latest.current.onShoot();
    setBall(simulation.current.ball);
    requestFrame();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!canShoot() || drag.current || !event.isPrimary || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const scale = event.currentTarget.getBoundingClientRect().width / COURSE_WIDTH;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      scale,
      pull: { x: 0, y: 0 },
    };
    setKeyboardAiming(false);
  };
  const pullAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return null;
    current.pull = pullFromDrag(event.clientX - current.startX, event.clientY - current.startY, current.scale);
    requestFrame();
    return current.pull;
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const pull = pullAt(event);
    if (!pull) return;
    drag.current = null;
    const shot = shotFromPull(pull.x, pull.y);
    if (shot) shoot(shot);
  };
  const onPointerCancel = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    requestFrame();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = aimWithKey(keyAim, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      setKeyAim(next);
      setKeyboardAiming(true);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      setKeyboardAiming(true);
      shoot(shotFromAim(keyAim));
    }
  };

  const toCup = Math.round(Math.hypot(hole.hole.x - ball.x, hole.hole.y - ball.y));
  const cupBearing = bearing(ball, hole.hole);
  return (
    <div>
      <div
        ref={focusRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a widget worked by keys (role application): arrows aim, Space putts.
        tabIndex={0}
        role="application"
        aria-roledescription="mini golf course"
        aria-label={`Hole ${hole.id}, ${hole.name}`}
        aria-describedby="golf-status golf-aim golf-keys"
        data-testid="golf-course"
        data-ball={ball.motion}
        data-ball-x={ball.x}
        data-ball-y={ball.y}
        data-strokes={strokes}
        className="relative mx-auto w-full max-w-[360px] scroll-mt-24 rounded-2xl focus-visible:outline-4 focus-visible:outline-amber-400 focus-visible:outline-offset-4"
        onKeyDown={onKeyDown}
        onFocus={(event) => setKeyboardAiming(event.currentTarget.matches(":focus-visible"))}
        onBlur={() => setKeyboardAiming(false)}
      >
        <canvas
          ref={canvas}
          className={`block aspect-[2/3] w-full touch-none select-none rounded-2xl shadow-lg ring-4 ring-emerald-900/80 ${ball.motion === "still" && enabled ? "cursor-crosshair" : "cursor-default"}`}
          onPointerDown={onPointerDown}
          onPointerMove={pullAt}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onLostPointerCapture={onPointerCancel}
        />
        {children}
      </div>
      <p id="golf-status" role="status" className="sr-only">
        {`Hole ${hole.id} of 20, par ${hole.par}. Strokes: ${strokes}. ${motionWords[ball.motion]}`}
      </p>
      <p className="mt-3 min-h-10 text-center text-ink-soft text-sm tabular-nums">
        <span id="golf-aim" aria-live="polite">
          {ball.motion === "still"
            ? `Aim ${keyAim.angle}° (${directionName(keyAim.angle)}), power ${keyAim.power.toFixed(1)} of 10. Cup ${cupBearing}° (${directionName(cupBearing)}), ${toCup} away.`
            : ""}
        </span>
        {ball.motion === "still" ? null : <span aria-hidden="true">{motionWords[ball.motion]}</span>}
      </p>
    </div>
  );
}
