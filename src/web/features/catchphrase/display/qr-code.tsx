import { useMemo } from "react";
import { encode } from "uqr";

/** Modules of light margin around the code: the quiet zone readers need. */
const QUIET_ZONE = 4;

/**
 * `text` as a QR code (uqr, error correction M), one SVG path of dark squares on white in every
 * theme, scaled to its box without blurring. `label` is what a screen reader hears instead.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(text, { ecc: "M", border: QUIET_ZONE });
    let path = "";
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { size, path };
  }, [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid="join-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
