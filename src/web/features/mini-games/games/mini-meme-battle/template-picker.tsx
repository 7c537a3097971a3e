import { ImagePlus } from "lucide-react";
import type { ChangeEvent, Ref } from "react";
import { OWN_PICTURE_ID } from "./logic";
import { type MemeTemplate, TEMPLATES } from "./templates";

type TemplatePickerProps = {
  /** The chosen template's id, OWN_PICTURE_ID, or null. */
  picture: string | null;
  /** A small image of the player's own picture once they have chosen one, else null. */
  ownThumbnail: string | null;
  disabled: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onPick: (template: MemeTemplate) => void;
  onUseOwn: () => void;
  onOwnFile: (file: File) => void;
};

const tileClass =
  "flex cursor-pointer flex-col overflow-hidden rounded-2xl border-2 border-line bg-surface text-left transition-colors hover:border-fuchsia-300 dark:hover:border-line-strong has-checked:border-fuchsia-600 has-checked:ring-2 has-checked:ring-fuchsia-600 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-focus has-focus-visible:outline-offset-2";

/**
 * The eight templates as a group of radio buttons showing their pictures (arrow keys move between
 * them), the player's own picture once chosen, and a button to choose a picture from the device.
 */
export function TemplatePicker({
  picture,
  ownThumbnail,
  disabled,
  headingRef,
  onPick,
  onUseOwn,
  onOwnFile,
}: TemplatePickerProps) {
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again still counts as a choice.
    event.currentTarget.value = "";
    if (file) onOwnFile(file);
  };

  return (
    <section aria-labelledby="meme-templates">
      <h2
        id="meme-templates"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 font-bold text-ink text-xl focus:outline-none"
      >
        Pick a template
      </h2>
      <fieldset className="mt-3 min-w-0" disabled={disabled}>
        <legend className="sr-only">Meme template</legend>
        <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
          {TEMPLATES.map((template) => (
            <label key={template.id} className={tileClass}>
              <input
                type="radio"
                name="meme-template"
                value={template.id}
                checked={picture === template.id}
                onChange={() => onPick(template)}
                aria-describedby={`meme-template-${template.id}`}
                className="sr-only"
              />
              <img
                src={template.imageUrl}
                width={template.width}
                height={template.height}
                alt=""
                className="aspect-square w-full bg-surface-sunken object-cover object-top"
              />
              <span className="px-2 py-1.5 font-semibold text-ink-soft text-xs leading-snug sm:px-3 sm:py-2 sm:text-sm">
                {template.name}
              </span>
            </label>
          ))}
          {ownThumbnail ? (
            <label className={tileClass}>
              <input
                type="radio"
                name="meme-template"
                value={OWN_PICTURE_ID}
                checked={picture === OWN_PICTURE_ID}
                onChange={onUseOwn}
                className="sr-only"
              />
              <img
                src={ownThumbnail}
                width={160}
                height={160}
                alt=""
                className="aspect-square w-full bg-surface-sunken object-cover"
              />
              <span className="px-2 py-1.5 font-semibold text-ink-soft text-xs leading-snug sm:px-3 sm:py-2 sm:text-sm">
                Your picture
              </span>
            </label>
          ) : null}
        </div>
        {/* What each picture shows, read as the description of its choice. */}
        <div hidden>
          {TEMPLATES.map((template) => (
            <span key={template.id} id={`meme-template-${template.id}`}>
              {template.description}
            </span>
          ))}
        </div>
        <label className="mt-4 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-brand-600 px-5 py-2 font-semibold text-brand-ink text-sm hover:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-focus has-focus-visible:outline-offset-2">
          <ImagePlus className="size-5" aria-hidden="true" />
          {ownThumbnail ? "Choose another picture" : "Upload your own picture"}
          <input type="file" accept="image/*" className="sr-only" onChange={chooseFile} />
        </label>
        <p className="mt-2 text-ink-muted text-sm">Your picture stays on your device: it is never uploaded.</p>
      </fieldset>
    </section>
  );
}
