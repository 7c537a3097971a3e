import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef } from "react";
import { exportPng, prepareCanvas } from "../../canvas";
import { layoutMemeText, memeFont } from "./logic";
import type { Picture } from "./pictures";

export type MemeCanvasHandle = {
  /** The meme at the picture's own size as a PNG data URL; throws if the browser cannot make it. */
  toPng: () => string;
};

type MemeCanvasProps = {
  /** The loaded picture, or null while there is none to show. */
  picture: Picture | null;
  topText: string;
  bottomText: string;
  /** What the preview shows, for screen readers. */
  label: string;
  /** Shown instead of the canvas while there is no picture. */
  placeholder: string;
  ref?: Ref<MemeCanvasHandle>;
};

/** Draws the picture and both texts: white, bold, centred, with a black outline, at a tenth of the width. */
function drawMeme(context: CanvasRenderingContext2D, picture: Picture, topText: string, bottomText: string) {
  const { width, height } = picture;
  context.clearRect(0, 0, width, height);
  context.drawImage(picture.source, 0, 0, width, height);
  context.textAlign = "center";
  context.textBaseline = "top";
  context.lineJoin = "round";
  context.strokeStyle = "#000000";
  context.fillStyle = "#ffffff";
  let fontSize = 0;
  const setFontSize = (size: number) => {
    if (size === fontSize) return;
    fontSize = size;
    context.font = memeFont(size);
  };
  const measure = (text: string, size: number) => {
    setFontSize(size);
    return context.measureText(text).width;
  };
  for (const [text, position] of [
    [topText, "top"],
    [bottomText, "bottom"],
  ] as const) {
    const block = layoutMemeText(text, position, width, height, measure);
    setFontSize(block.fontSize);
    context.lineWidth = block.outlineWidth;
    for (const line of block.lines) {
      context.strokeText(line.text, line.x, line.y);
      context.fillText(line.text, line.x, line.y);
    }
  }
}

/**
 * The live preview of the meme on a canvas of the screen's density, redrawn at most once a frame
 * as the player types, so typing stays smooth.
 */
export function MemeCanvas({ picture, topText, bottomText, label, placeholder, ref }: MemeCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const context = useRef<CanvasRenderingContext2D | null>(null);

  useLayoutEffect(() => {
    context.current = picture && canvas.current ? prepareCanvas(canvas.current, picture.width, picture.height) : null;
  }, [picture]);

  useEffect(() => {
    const paper = context.current;
    if (!picture || !paper) return;
    const frame = requestAnimationFrame(() => drawMeme(paper, picture, topText, bottomText));
    return () => cancelAnimationFrame(frame);
  }, [picture, topText, bottomText]);

  useImperativeHandle(ref, () => ({
    toPng: () => {
      if (!picture || !context.current || !canvas.current) throw new Error("There is no meme to save yet.");
      drawMeme(context.current, picture, topText, bottomText);
      return exportPng(canvas.current, picture.width, picture.height);
    },
  }));

  return (
    <div className="overflow-hidden rounded-2xl border-2 border-line bg-surface-sunken">
      <canvas
        ref={canvas}
        hidden={!picture}
        role="img"
        aria-label={label}
        data-testid="meme-canvas"
        className="block h-auto w-full"
      />
      {picture ? null : (
        <p className="flex aspect-square items-center justify-center p-6 text-center font-semibold text-ink-muted">
          {placeholder}
        </p>
      )}
    </div>
  );
}
