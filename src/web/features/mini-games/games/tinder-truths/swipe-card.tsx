import { type CSSProperties, type PointerEvent, useState } from "react";
import { type Answer, CARD_ANIMATION_MS, SWIPE_THRESHOLD_PX, swipeAnswer } from "./logic";

type SwipeCardProps = {
  question: string;
  number: number;
  total: number;
  /** The answer the card is flying away with, or null while it waits for one. */
  leaving: Answer | null;
  onSwipe: (answer: Answer) => void;
};

type Drag = { pointerId: number; startX: number; dx: number };

const SPRING_BACK = "transform 300ms cubic-bezier(0.34, 1.56, 0.64, 1)";

/**
 * The top card. It follows a mouse or a finger sideways (pointer events, so both work); let go
 * beyond the swipe threshold and it answers, anything shorter springs back. Vertical moves are
 * left to the browser, so the page still scrolls on a phone.
 */
export function SwipeCard({ question, number, total, leaving, onSwipe }: SwipeCardProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dx = drag?.dx ?? 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (leaving || drag || !event.isPrimary || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ pointerId: event.pointerId, startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag(null);
    const answer = swipeAnswer(event.clientX - drag.startX);
    if (answer) onSwipe(answer);
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId === event.pointerId) setDrag(null);
  };

  let style: CSSProperties;
  if (leaving) {
    const side = leaving === "yes" ? 1 : -1;
    style = {
      transform: `translateX(${side * 150}%) rotate(${side * 24}deg)`,
      opacity: 0,
      transition: `transform ${CARD_ANIMATION_MS}ms ease-in, opacity ${CARD_ANIMATION_MS}ms ease-in`,
    };
  } else if (drag) {
    style = { transform: `translateX(${dx}px) rotate(${dx / 14}deg)`, transition: "none" };
  } else {
    style = { transform: "translateX(0)", transition: SPRING_BACK };
  }
  const yesStrength = leaving === "yes" ? 1 : Math.min(Math.max(dx / SWIPE_THRESHOLD_PX, 0), 1);
  const noStrength = leaving === "no" ? 1 : Math.min(Math.max(-dx / SWIPE_THRESHOLD_PX, 0), 1);

  return (
    <div
      data-testid="truth-card"
      data-dragging={drag ? "true" : "false"}
      className="relative flex min-h-80 cursor-grab touch-pan-y select-none flex-col rounded-3xl bg-gradient-to-br from-fuchsia-700 to-rose-700 p-6 text-white shadow-xl active:cursor-grabbing"
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onLostPointerCapture={onPointerCancel}
    >
      <p className="flex flex-1 items-center justify-center pt-14 pb-8 text-center font-extrabold text-2xl leading-snug sm:text-3xl">
        {question}
      </p>
      <p className="text-center font-semibold text-sm text-white/90 uppercase tracking-widest">
        Card {number} of {total}
      </p>
      <Stamp
        label="YES"
        strength={yesStrength}
        className="top-5 left-5 -rotate-12 border-emerald-600 text-emerald-700"
      />
      <Stamp label="NO" strength={noStrength} className="top-5 right-5 rotate-12 border-rose-600 text-rose-700" />
    </div>
  );
}

function Stamp({ label, strength, className }: { label: string; strength: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute rounded-lg border-4 bg-white px-3 py-1 font-black text-2xl tracking-widest ${className}`}
      style={{ opacity: strength }}
    >
      {label}
    </span>
  );
}
