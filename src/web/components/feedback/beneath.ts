/**
 * Whether anything the visitor needs lies beneath a floating element: a control (link, button,
 * field) or a line of text. The page is probed at a grid of points over the element's box, looking
 * through the element itself, so the answer is the same whether or not it is shown.
 */

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** Points across the box, this far inside its edges and apart, in CSS pixels. */
const INSET = 2;
const STEP = 12;

/** True when a glyph of text lies at (x, y): not merely the empty part of a text block's box. */
function textAt(x: number, y: number): boolean {
  const range = document.caretRangeFromPoint?.(x, y);
  const node = range?.startContainer;
  if (!range || node?.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
  const offset = range.startOffset;
  // The caret sits between two characters: the glyph at the point is on one side of it.
  for (const start of [offset - 1, offset]) {
    if (start < 0 || start >= (node.textContent?.length ?? 0)) continue;
    const glyph = document.createRange();
    glyph.setStart(node, start);
    glyph.setEnd(node, start + 1);
    const rect = glyph.getBoundingClientRect();
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
  }
  return false;
}

function probe(box: DOMRect): boolean {
  for (let y = box.top + INSET; y <= box.bottom - INSET; y += STEP) {
    for (let x = box.left + INSET; x <= box.right - INSET; x += STEP) {
      const element = document.elementFromPoint(x, y);
      if (!element || element === document.documentElement || element === document.body) continue;
      if (element.closest(CONTROLS) || textAt(x, y)) return true;
    }
  }
  return false;
}

export function somethingBeneath(self: HTMLElement): boolean {
  const box = self.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  // Hit-testing looks through the element while it is probed: the page beneath answers.
  const before = self.style.pointerEvents;
  self.style.pointerEvents = "none";
  try {
    return probe(box);
  } finally {
    self.style.pointerEvents = before;
  }
}
