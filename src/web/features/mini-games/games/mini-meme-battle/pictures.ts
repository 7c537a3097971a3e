import { prepareCanvas } from "../../canvas";
import { ownPictureSize } from "./logic";

/** A meme's picture, drawn once at the screen's density so that each redraw of the text is cheap. */
export type Picture = { readonly source: HTMLCanvasElement; readonly width: number; readonly height: number };

/** `image` drawn at `width` x `height` on a canvas of the screen's density. */
export function rasterize(image: CanvasImageSource, width: number, height: number): Picture {
  const source = document.createElement("canvas");
  prepareCanvas(source, width, height).drawImage(image, 0, 0, width, height);
  return { source, width, height };
}

/** An image from `src`, once loaded; rejects when it cannot be loaded or decoded. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The image ${src} could not be loaded.`));
    image.src = src;
  });
}

/**
 * A player's picture file as a meme picture, read in the browser only (it is never sent anywhere)
 * and scaled to a longest side of 600 to 1200 px. Decoded off the main thread where the browser can.
 */
export async function loadOwnPicture(file: File): Promise<Picture> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file);
    try {
      const size = ownPictureSize(bitmap.width, bitmap.height);
      return rasterize(bitmap, size.width, size.height);
    } finally {
      bitmap.close();
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const size = ownPictureSize(image.naturalWidth, image.naturalHeight);
    return rasterize(image, size.width, size.height);
  } finally {
    URL.revokeObjectURL(url);
  }
}
