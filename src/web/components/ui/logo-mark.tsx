import { useId } from "react";

/** The publisher's mark: a speech bubble of party chatter on a violet-to-pink tile. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M14 20a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v14a8 8 0 0 1-8 8H30l-9 8v-8h0a8 8 0 0 1-7-8z" fill="#fff" />
      <circle cx="23" cy="27" r="3.5" fill="#7c3aed" />
      <circle cx="32" cy="27" r="3.5" fill="#ec4899" />
      <circle cx="41" cy="27" r="3.5" fill="#f59e0b" />
    </svg>
  );
}
