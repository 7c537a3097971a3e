import { Download, RotateCcw } from "lucide-react";
import { type Ref, useMemo } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { dataUrlToFile, downloadDataUrl } from "../../canvas";
import { notify } from "../../notify";
import { ShareWidget } from "../../share/share-widget";
import { CANVAS_SIZE, drawingFileName, sketchMessages } from "./logic";

type MasterpieceProps = {
  prompt: string;
  /** How long the drawing took, for the share text. */
  secondsUsed: number;
  /** The PNG data URL of the drawing, or null when it could not be made (then no image is shown). */
  image: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onDrawAgain: () => void;
};

/** After time is up: the drawing with its prompt, Download, Draw Again and the share widget. */
export function Masterpiece({ prompt, secondsUsed, image, headingRef, onDrawAgain }: MasterpieceProps) {
  const fileName = drawingFileName(prompt);
  const files = useMemo(() => (image ? [dataUrlToFile(image, fileName)] : undefined), [image, fileName]);

  const download = () => {
    if (!image) return;
    downloadDataUrl(image, fileName);
    notify.success(sketchMessages.downloaded);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <section
        aria-labelledby="sketch-masterpiece"
        className="rounded-3xl border border-line bg-surface p-5 text-center shadow-sm"
      >
        <h2
          id="sketch-masterpiece"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 font-extrabold text-2xl text-ink focus:outline-none"
        >
          Your Masterpiece
        </h2>
        <p className="mt-1 text-ink-muted">
          Prompt:{" "}
          <strong className="text-ink" data-testid="masterpiece-prompt">
            {prompt}
          </strong>
        </p>
        {image ? (
          <img
            src={image}
            alt={`Your drawing of ${prompt}`}
            width={CANVAS_SIZE}
            height={CANVAS_SIZE}
            className="mx-auto mt-4 aspect-square h-auto w-full max-w-[400px] rounded-2xl border-2 border-line bg-surface"
          />
        ) : null}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {image ? (
            <button type="button" className={buttonClass("outline", "lg", "min-h-12")} onClick={download}>
              <Download className="size-5" aria-hidden="true" />
              Download
            </button>
          ) : null}
          <button type="button" className={buttonClass("primary", "lg", "min-h-12")} onClick={onDrawAgain}>
            <RotateCcw className="size-5" aria-hidden="true" />
            Draw Again
          </button>
        </div>
      </section>
      <ShareWidget
        game="speed-sketch"
        params={{ prompt, seconds: secondsUsed }}
        files={files}
        heading="Share your masterpiece"
      />
    </div>
  );
}
