import { useId } from "react";

/**
 * Catchphrase's own mark: a speech bubble of quotation marks (say it without saying it) with a
 * stopwatch badge (before the buzzer), on a warm tile that stands out on the violet background.
 */
export function CatchphraseMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 96 96" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="26" fill={`url(#${gradientId})`} />
      <path
        d="M14 38a12 12 0 0 1 12-12h38a12 12 0 0 1 12 12v20a12 12 0 0 1-12 12H42l-14 12V70h-2a12 12 0 0 1-12-12z"
        fill="#fff"
      />
      <g fill="#6d28d9">
        <circle cx="37" cy="53" r="6" />
        <path d="M31 53c0-8 3-13.5 10-16.5l2 3.6c-4.2 2.2-6 5.6-6 10.4z" />
        <circle cx="55" cy="53" r="6" />
        <path d="M49 53c0-8 3-13.5 10-16.5l2 3.6c-4.2 2.2-6 5.6-6 10.4z" />
      </g>
      <rect x="72" y="6" width="8" height="6" rx="2" fill="#4c1d95" />
      <circle cx="76" cy="25" r="15" fill="#6d28d9" stroke="#fff" strokeWidth="4" />
      <path d="M76 16.5V25l5.5 4" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}
