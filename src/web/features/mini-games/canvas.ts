/**
 * Canvas helpers shared by the drawing games (Speed Sketch, Mini Meme Battle): a canvas that draws
 * crisply on any screen, its export as a PNG of a fixed size, and the PNG as a file to download or
 * to hand to the device's share sheet. Nothing here leaves the browser.
 */

/** Screens above 3x gain nothing visible and would cost memory. */
const MAX_PIXEL_RATIO = 3;

/** This screen's pixels per CSS pixel, between 1 and 3. */
export const canvasPixelRatio = (): number => Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);

/**
 * Gives `canvas` this screen's pixel density for a drawing of `width` x `height` units and returns
 * its context scaled so that one unit is one drawing unit: strokes stay sharp on a phone's dense
 * screen while the code draws in the drawing's own size (a 400x400 sketch, a 600 px wide meme).
 */
export function prepareCanvas(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D {
  const ratio = canvasPixelRatio();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas.");
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  return context;
}

/**
 * `source` (a canvas of any density, an image) scaled to exactly `width` x `height` pixels, as a
 * PNG data URL. Throws when the browser cannot make the PNG, so the caller can decide what to show.
 */
export function exportPng(source: CanvasImageSource, width: number, height: number): string {
  const target = document.createElement("canvas");
  target.width = width;
  target.height = height;
  const context = target.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas.");
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, width, height);
  const dataUrl = target.toDataURL("image/png");
  if (!dataUrl.startsWith("data:image/png")) throw new Error("This browser could not make a PNG image.");
  return dataUrl;
}

/** A base64 data URL as a file named `name`, for the share sheet and for downloads. */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const match = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error("Not a base64 data URL.");
  const binary = atob(match[2] ?? "");
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], name, { type: match[1] });
}

/**
 * Saves a data URL on the device as `fileName` (through a short-lived object URL: a long data URL
 * in a link is refused by some browsers).
 */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const url = URL.createObjectURL(dataUrlToFile(dataUrl, fileName));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
