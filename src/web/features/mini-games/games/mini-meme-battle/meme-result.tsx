import { Download, Eye, RotateCcw, Share2 } from "lucide-react";
import { type Ref, useMemo } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { Tabs } from "../../../../components/ui/tabs";
import { dataUrlToFile, downloadDataUrl } from "../../canvas";
import { ShareWidget } from "../../share/share-widget";
import { memeFileName, type SavedMeme } from "./logic";

type MemeResultProps = {
  saved: SavedMeme;
  /** The picture's name, for the image's description. */
  pictureName: string;
  width: number;
  height: number;
  headingRef: Ref<HTMLHeadingElement>;
  onCreateAnother: () => void;
};

/** The saved meme: Preview and Share tabs, Download in the preview, and Create Another Meme. */
export function MemeResult({ saved, pictureName, width, height, headingRef, onCreateAnother }: MemeResultProps) {
  const fileName = memeFileName(saved.template);
  const files = useMemo(() => [dataUrlToFile(saved.dataUrl, fileName)], [saved.dataUrl, fileName]);
  const texts = [saved.topText, saved.bottomText].filter((text) => text.trim() !== "");
  const alt = `Your meme on ${pictureName}${texts.length > 0 ? `: ${texts.join(" / ")}` : ""}`;

  return (
    <section aria-labelledby="meme-result" className="mx-auto max-w-2xl">
      <h2
        id="meme-result"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-center font-extrabold text-2xl text-ink focus:outline-none"
      >
        Your meme is ready
      </h2>
      <Tabs.Root defaultValue="preview" className="mt-4">
        <Tabs.List aria-label="Your meme" className="mx-auto w-fit">
          <Tabs.Trigger value="preview">
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Tabs.Trigger>
          <Tabs.Trigger value="share">
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="preview" className="mt-4 focus-visible:outline-2 focus-visible:outline-focus">
          <img
            src={saved.dataUrl}
            alt={alt}
            width={width}
            height={height}
            data-testid="saved-meme"
            className="mx-auto h-auto w-full max-w-lg rounded-2xl border-2 border-line"
          />
          <div className="mt-4 flex justify-center">
            <button
              type="button"
              className={buttonClass("outline", "lg", "min-h-12")}
              onClick={() => downloadDataUrl(saved.dataUrl, fileName)}
            >
              <Download className="size-5" aria-hidden="true" />
              Download
            </button>
          </div>
        </Tabs.Content>
        <Tabs.Content value="share" className="mt-4 focus-visible:outline-2 focus-visible:outline-focus">
          <ShareWidget game="mini-meme-battle" params={{}} files={files} heading="Share your meme" />
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-6 flex justify-center">
        <button type="button" className={buttonClass("primary", "lg", "min-h-12")} onClick={onCreateAnother}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Create Another Meme
        </button>
      </div>
    </section>
  );
}
