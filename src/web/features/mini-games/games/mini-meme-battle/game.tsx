import { Save } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { useMounted } from "../../../../lib/use-mounted";
import { exportPng } from "../../canvas";
import { notify } from "../../notify";
import { useFocusAfterMove } from "../../use-focus-after-move";
import {
  findPrompt,
  INITIAL_STATE,
  type MemeAction,
  type MemeState,
  memeBattle,
  memeMessages,
  OWN_PICTURE_ID,
  ownPictureProblem,
} from "./logic";
import { MemeCanvas, type MemeCanvasHandle } from "./meme-canvas";
import { MemeResult } from "./meme-result";
import { loadImage, loadOwnPicture, type Picture, rasterize } from "./pictures";
import { PromptPanel } from "./prompt-panel";
import { TemplatePicker } from "./template-picker";
import { TEMPLATES } from "./templates";

const reduce = (state: MemeState, action: MemeAction) => memeBattle(state, action, TEMPLATES);
const THUMBNAIL_SIDE = 200;

type OwnPicture = { picture: Picture; thumbnail: string };

/**
 * Mini Meme Battle (mini-games.md sections 2, 4, 5 and 8): a prompt to riff on, a template (or
 * the player's own picture), top and bottom text on a live canvas preview, then Save for the PNG
 * with Preview and Share tabs, Download, and Create Another Meme.
 */
export default function MiniMemeBattle() {
  const [state, dispatch] = useReducer(reduce, INITIAL_STATE);
  const live = useMounted();
  const [templatePictures, setTemplatePictures] = useState<ReadonlyMap<string, Picture>>(new Map());
  const [own, setOwn] = useState<OwnPicture | null>(null);
  const preview = useRef<MemeCanvasHandle>(null);
  const { focusOnMount, moved } = useFocusAfterMove();

  // The first prompt is drawn once the page is live (the prerendered page has none).
  useEffect(() => dispatch({ type: "drawFirstPrompt", roll: Math.random() }), []);

  // A chosen template's picture is loaded once and kept; one that fails stays "loading" and is logged.
  const template = TEMPLATES.find((candidate) => candidate.id === state.picture);
  const templateLoaded = template ? templatePictures.has(template.id) : false;
  useEffect(() => {
    if (!template || templateLoaded) return;
    let current = true;
    loadImage(template.imageUrl)
      .then((image) => {
        const picture = rasterize(image, template.width, template.height);
        if (current) setTemplatePictures((loaded) => new Map(loaded).set(template.id, picture));
      })
      .catch((error: unknown) => console.error(`The meme template "${template.id}" could not be loaded.`, error));
    return () => {
      current = false;
    };
  }, [template, templateLoaded]);

  const picture =
    state.picture === OWN_PICTURE_ID ? (own?.picture ?? null) : (templatePictures.get(state.picture ?? "") ?? null);
  const pictureName = state.picture === OWN_PICTURE_ID ? "your picture" : (template?.name ?? "");

  const openOwnFile = (file: File) => {
    const problem = ownPictureProblem(file);
    if (problem) {
      notify.error(memeMessages[problem]);
      return;
    }
    loadOwnPicture(file)
      .then((loaded) => {
        const scale = THUMBNAIL_SIDE / Math.max(loaded.width, loaded.height);
        const thumbnail = exportPng(
          loaded.source,
          Math.max(1, Math.round(loaded.width * scale)),
          Math.max(1, Math.round(loaded.height * scale)),
        );
        setOwn({ picture: loaded, thumbnail });
        dispatch({ type: "useOwnPicture" });
      })
      .catch((error: unknown) => {
        console.warn("The chosen picture could not be opened.", error);
        notify.error(memeMessages.pictureUnreadable);
      });
  };

  const save = () => {
    let dataUrl: string;
    try {
      dataUrl = preview.current?.toPng() ?? "";
    } catch (error) {
      console.error("The meme could not be saved as a PNG image.", error);
      notify.error(memeMessages.notSaved);
      return;
    }
    if (!dataUrl) return;
    moved();
    dispatch({ type: "save", dataUrl });
    notify.success(memeMessages.saved);
  };

  const createAnother = () => {
    moved();
    setOwn(null);
    dispatch({ type: "reset", roll: Math.random() });
  };

  const placeholder =
    state.picture === null ? "Pick a template or upload a picture to start your meme." : "Loading meme template...";
  const previewLabel = picture
    ? `Meme preview on ${pictureName}. Top text: ${state.topText || "none"}. Bottom text: ${state.bottomText || "none"}.`
    : placeholder;

  return (
    <div className="mx-auto max-w-5xl">
      <PromptPanel
        category={state.category}
        prompt={findPrompt(state.promptId)}
        disabled={!live || state.promptId === null}
        onCategory={(category) => dispatch({ type: "chooseCategory", category, roll: Math.random() })}
        onNewPrompt={() => dispatch({ type: "newPrompt", roll: Math.random() })}
      />

      {state.phase === "saved" && state.saved && picture ? (
        <div className="mt-8">
          <MemeResult
            saved={state.saved}
            pictureName={pictureName}
            width={picture.width}
            height={picture.height}
            headingRef={focusOnMount}
            onCreateAnother={createAnother}
          />
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start">
          <TemplatePicker
            picture={state.picture}
            ownThumbnail={own?.thumbnail ?? null}
            disabled={!live}
            headingRef={focusOnMount}
            onPick={(chosen) => dispatch({ type: "pickTemplate", template: chosen })}
            onUseOwn={() => dispatch({ type: "useOwnPicture" })}
            onOwnFile={openOwnFile}
          />
          <section aria-labelledby="meme-editor" className="space-y-4 lg:sticky lg:top-24">
            <h2 id="meme-editor" className="font-bold text-ink text-xl">
              Write your meme
            </h2>
            <MemeCanvas
              ref={preview}
              picture={picture}
              topText={state.topText}
              bottomText={state.bottomText}
              label={previewLabel}
              placeholder={placeholder}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <MemeTextField
                label="Top text"
                value={state.topText}
                disabled={!live}
                onChange={(text) => dispatch({ type: "editTop", text })}
              />
              <MemeTextField
                label="Bottom text"
                value={state.bottomText}
                disabled={!live}
                onChange={(text) => dispatch({ type: "editBottom", text })}
              />
            </div>
            <button
              type="button"
              className={buttonClass("primary", "lg", "min-h-12 w-full")}
              disabled={!live || !picture}
              onClick={save}
            >
              <Save className="size-5" aria-hidden="true" />
              Save Meme
            </button>
          </section>
        </div>
      )}
    </div>
  );
}

function MemeTextField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <label className="block font-semibold text-ink-soft text-sm">
      {label}
      <input
        type="text"
        value={value}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
        className="mt-1 block min-h-11 w-full rounded-xl border-2 border-line-strong bg-surface px-3 font-normal text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
      />
    </label>
  );
}
