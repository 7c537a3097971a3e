import { Download, Eye, RotateCcw, Share2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { type Ref, useMemo } from "react";
import { buttonClass } from "../../../../components/ui/button";
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

const tabClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-slate-700 text-sm transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 data-[state=active]:bg-white data-[state=active]:text-fuchsia-800 data-[state=active]:shadow";

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
        className="scroll-mt-24 text-center font-extrabold text-2xl text-slate-900 focus:outline-none"
      >
        Your meme is ready
      </h2>
      <Tabs.Root defaultValue="preview" className="mt-4">
        <Tabs.List aria-label="Your meme" className="mx-auto flex w-fit gap-1 rounded-full bg-slate-100 p-1">
          <Tabs.Trigger value="preview" className={tabClass}>
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Tabs.Trigger>
          <Tabs.Trigger value="share" className={tabClass}>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="preview" className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-600">
          <img
            src={saved.dataUrl}
            alt={alt}
            width={width}
            height={height}
            data-testid="saved-meme"
            className="mx-auto h-auto w-full max-w-lg rounded-2xl border-2 border-slate-200"
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
        <Tabs.Content value="share" className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-600">
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
