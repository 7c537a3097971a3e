import { type Company, LOGO_COLOURS } from "./content";

/**
 * A company's badge in this game: its initials in white on a colour, drawn here. Deliberately not
 * the company's real logo (a trademark); decorative, since the name is always printed beside it.
 */
export function Monogram({ logo, className = "" }: { logo: Company["logo"]; className?: string }) {
  const fontSize = logo.initials.length > 2 ? 19 : 25;
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="18" fill={LOGO_COLOURS[logo.colour]} />
      <circle cx="56" cy="6" r="26" fill="#ffffff" opacity="0.1" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontSize={fontSize}
        fontWeight="800"
        letterSpacing="1"
        style={{ fontFamily: "inherit" }}
      >
        {logo.initials}
      </text>
    </svg>
  );
}
