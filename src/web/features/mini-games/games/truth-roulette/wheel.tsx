import { categoryStyle } from "./category-style";
import { CATEGORIES, CATEGORY_LABELS } from "./content";
import { SEGMENT_ANGLE, SPIN_DURATION_MS, type WheelMotion } from "./logic";

/** A point on the wheel `radius` from the centre, `degrees` clockwise from the top. */
function point(degrees: number, radius: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
}

const RADIUS = 100;
const LIGHTS = 20;

const transitions: Record<WheelMotion, string> = {
  // Fast at first, then a long slow-down, like a wheel losing speed.
  spin: `transform ${SPIN_DURATION_MS}ms cubic-bezier(0.15, 0.75, 0.2, 1)`,
  nudge: "transform 600ms ease-out",
  none: "none",
};

type WheelProps = { rotation: number; motion: WheelMotion };

/**
 * The roulette wheel: one segment per category, clockwise from the top, turned by a CSS transform
 * (the app's reduced-motion rule cuts its transition short). The pointer stays still at the top.
 */
export function Wheel({ rotation, motion }: WheelProps) {
  return (
    <div
      className="relative aspect-square w-full max-w-64 sm:max-w-80"
      role="img"
      aria-label={`A wheel of five categories: ${CATEGORIES.map((category) => CATEGORY_LABELS[category]).join(", ")}`}
    >
      <div
        className="size-full will-change-transform"
        style={{ transform: `rotate(${rotation}deg)`, transition: transitions[motion] }}
        data-testid="wheel"
      >
        <svg viewBox="-110 -110 220 220" className="size-full drop-shadow-lg" aria-hidden="true">
          <circle r={RADIUS + 8} className="fill-slate-900 dark:fill-slate-700" />
          {CATEGORIES.map((category, index) => {
            const start = index * SEGMENT_ANGLE;
            const end = start + SEGMENT_ANGLE;
            return (
              <g key={category}>
                <path
                  d={`M 0 0 L ${point(start, RADIUS)} A ${RADIUS} ${RADIUS} 0 0 1 ${point(end, RADIUS)} Z`}
                  className={`${categoryStyle[category].segment} stroke-white`}
                  strokeWidth={2}
                />
                <text
                  transform={`rotate(${start + SEGMENT_ANGLE / 2})`}
                  y={-RADIUS * 0.62}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className="fill-white font-bold"
                  fontSize={13}
                >
                  {CATEGORY_LABELS[category]}
                </text>
              </g>
            );
          })}
          {Array.from({ length: LIGHTS }, (_, index) => (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: the lights are positions, not items.
              key={index}
              transform={`rotate(${(index * 360) / LIGHTS + 360 / LIGHTS / 2}) translate(0 ${-(RADIUS + 4)})`}
              r={2.2}
              className="fill-amber-300"
            />
          ))}
          <circle r={20} className="fill-white stroke-slate-900" strokeWidth={3} />
          <circle r={8} className="fill-violet-700" />
        </svg>
      </div>
      <svg
        viewBox="0 0 40 44"
        className="absolute -top-3 left-1/2 w-9 -translate-x-1/2 drop-shadow-md"
        aria-hidden="true"
        data-testid="wheel-pointer"
      >
        <path d="M 4 4 H 36 L 20 40 Z" className="fill-white stroke-slate-900" strokeWidth={4} strokeLinejoin="round" />
      </svg>
    </div>
  );
}
