/**
 * Brings a game's play area into view as play starts: its top just below the sticky site header
 * (the area's scroll-margin-top, `PLAY_AREA_MARGIN`). Where the area is taller than the screen (a
 * phone with its browser's bars), the part the player needs (`essential`: the course, the board)
 * is brought whole into view instead, with as much of the area above it as fits.
 */
export function bringPlayIntoView(area: HTMLElement | null, essential?: HTMLElement | null): void {
  if (!area) return;
  const margin = Number.parseFloat(getComputedStyle(area).scrollMarginTop) || 0;
  const fits = area.getBoundingClientRect().height + margin <= window.innerHeight;
  if (fits || !essential) area.scrollIntoView({ block: "start" });
  else essential.scrollIntoView({ block: "end" });
}

/** The scroll margin of a play area: the sticky header's 64 px and a little air. */
export const PLAY_AREA_MARGIN = "scroll-mt-[4.5rem]";
