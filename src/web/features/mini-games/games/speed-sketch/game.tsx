import { Eraser, Flag, Pencil } from "lucide-react";
import { useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { type Deck, drawNext, newDeck, topCard } from "../../deck";
import { notify } from "../../notify";
import { bringPlayIntoView, PLAY_AREA_MARGIN } from "../../play-area";
import { useFocusAfterMove } from "../../use-focus-after-move";
import { useSecondTicks } from "../../use-second-ticks";
import { PROMPTS } from "./content";
import { INITIAL_STATE, SKETCH_SECONDS, sketchMessages, speedSketch } from "./logic";
import { Masterpiece } from "./masterpiece";
import { SketchCanvas, type SketchCanvasHandle } from "./sketch-canvas";
import { TimeLeft } from "./time-left";

/**
 * Speed Sketch (mini-games.md sections 2, 4, 5, 8 and 9): Start Drawing gives a prompt and 30
 * seconds on a blank 400x400 canvas; at 0 or on Finish Early the drawing is kept as a PNG to look
 * at, download and share; Draw Again starts over with another prompt.
 */
export default function SpeedSketch() {
  const [state, dispatch] = useReducer(speedSketch, INITIAL_STATE);
  const canvas = useRef<SketchCanvasHandle>(null);
  const deck = useRef<Deck | null>(null);
  const playArea = useRef<HTMLDivElement>(null);
  const { focusOnMount, moved } = useFocusAfterMove();

  const start = () => {
    deck.current = deck.current ? drawNext(deck.current, Math.random) : newDeck(PROMPTS.length, Math.random);
    const prompt = PROMPTS[topCard(deck.current)] ?? PROMPTS[0];
    canvas.current?.clear();
    dispatch({ type: "start", prompt, now: Date.now() });
    notify.info(sketchMessages.start(prompt));
    moved();
  };

  // The one clock of the timed games: a tick on each whole second since the start, and at once when
  // the tab is seen again; the rules read the time from it, so the round ends at 30 s however late.
  useSecondTicks(state.phase === "drawing" ? state.startedAt : null, (now) => dispatch({ type: "tick", now }));

  // Once per round, as time is up (at 0 or on Finish Early): the toast, and the drawing kept as a PNG.
  const endedRound = state.phase === "timeUp" ? state.round : null;
  const secondsUsedEarly = state.phase === "timeUp" && state.early ? state.secondsUsed : null;
  useLayoutEffect(() => {
    if (endedRound === null) return;
    notify.success(secondsUsedEarly === null ? sketchMessages.timeUp : sketchMessages.finishedEarly(secondsUsedEarly));
    try {
      const image = canvas.current?.toPng();
      if (image) dispatch({ type: "saved", image });
    } catch (error) {
      console.error("Speed Sketch could not export the drawing as a PNG image.", error);
    }
  }, [endedRound, secondsUsedEarly]);

  // A new round brings the whole play area into view (on a phone the canvas would start below the fold).
  const drawingRound = state.phase === "drawing" ? state.round : null;
  useEffect(() => {
    if (drawingRound === null) return;
    bringPlayIntoView(playArea.current);
  }, [drawingRound]);

  const drawing = state.phase === "drawing";
  return (
    <div className="mx-auto max-w-md md:max-w-4xl">
      {state.phase === "ready" ? (
        <section
          aria-labelledby="sketch-intro"
          className="mx-auto max-w-xl rounded-3xl bg-gradient-to-br from-orange-600 to-rose-700 p-8 text-center text-white shadow-lg"
        >
          <Pencil className="mx-auto size-12" aria-hidden="true" />
          <h2 id="sketch-intro" className="mt-4 font-extrabold text-3xl">
            Can you draw it in {SKETCH_SECONDS} seconds?
          </h2>
          <p className="mx-auto mt-3 max-w-sm text-white/95">
            Press Start Drawing to get something to draw, then sketch it on the white canvas with your mouse, a finger
            or a pen before the clock runs out. Clear wipes the canvas and Finish Early stops the clock.
          </p>
          <button type="button" className={buttonClass("light", "lg", "mt-8")} onClick={start}>
            <Pencil className="size-5" aria-hidden="true" />
            Start Drawing
          </button>
        </section>
      ) : null}

      <div
        ref={playArea}
        className={`${PLAY_AREA_MARGIN} ${drawing ? "md:grid md:grid-cols-[minmax(0,1fr)_400px] md:grid-rows-[auto_1fr] md:items-start md:gap-x-10" : ""}`}
      >
        {state.phase === "drawing" ? (
          <div className="mb-4 md:mb-0 md:pt-6">
            <h2
              ref={focusOnMount}
              tabIndex={-1}
              className="text-center font-extrabold text-2xl text-ink focus:outline-none sm:text-3xl"
            >
              <span className="block font-semibold text-ink-muted text-sm uppercase tracking-widest">Draw</span>
              <span data-testid="sketch-prompt">{state.prompt}</span>
            </h2>
            <TimeLeft seconds={state.secondsLeft} />
          </div>
        ) : null}

        <div className="md:col-start-2 md:row-span-2 md:row-start-1">
          <SketchCanvas
            ref={canvas}
            enabled={drawing}
            hidden={!drawing}
            label={drawing ? `Drawing canvas: draw ${state.prompt}` : "Drawing canvas"}
          />
        </div>

        {state.phase === "drawing" ? (
          <div className="mt-4 grid grid-cols-2 gap-3 md:mt-8 md:self-start">
            <button
              type="button"
              className={buttonClass("outline", "md", "min-h-12 whitespace-nowrap")}
              onClick={() => canvas.current?.clear()}
            >
              <Eraser className="size-5" aria-hidden="true" />
              Clear
            </button>
            <button
              type="button"
              className={buttonClass("primary", "md", "min-h-12 whitespace-nowrap")}
              onClick={() => {
                moved();
                dispatch({ type: "finish" });
              }}
            >
              <Flag className="size-5" aria-hidden="true" />
              Finish Early
            </button>
          </div>
        ) : null}
      </div>

      {state.phase === "timeUp" ? (
        <Masterpiece
          prompt={state.prompt}
          secondsUsed={state.secondsUsed}
          image={state.image}
          headingRef={focusOnMount}
          onDrawAgain={start}
        />
      ) : null}
    </div>
  );
}
