import { useEffect, useRef, useState } from "react";
import { useMounted } from "../../lib/use-mounted";

/** An empty, transparent picture: what a lazy image shows until the page is live. */
const NOTHING_YET = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

type ImageWithFallbackProps = React.ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** What to show instead when the image cannot be loaded (site.md 2.4, 2.5 and section 8). */
  fallback: React.ReactNode;
};

/**
 * An image that turns into its fallback when it fails to load, instead of a broken-image icon. A
 * lazy one is asked for only once the page is live: over a slow connection browsers fetch lazy
 * images up to 2,500 px below the screen at once, and these took the connections the page's
 * scripts were waiting for (docs/decisions/034).
 */
export function ImageWithFallback({ fallback, onError, ...image }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const live = useMounted();
  // A prerendered <img> may fail before React hydrates and listens: check once mounted.
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setFailedSrc(image.src);
  }, [image.src]);
  if (failedSrc === image.src) return <>{fallback}</>;
  return (
    <img
      {...image}
      src={image.loading === "lazy" && !live ? NOTHING_YET : image.src}
      ref={ref}
      alt={image.alt}
      onError={(event) => {
        setFailedSrc(image.src);
        onError?.(event);
      }}
    />
  );
}

/** Up to two capital initials of a title: "Truth or Dare" gives "TD". */
export function initialsOf(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word) && word.toLowerCase() !== "or");
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
