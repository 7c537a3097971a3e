import { LogIn, Plus } from "lucide-react";
import { CatchphraseMark } from "./catchphrase-mark";

const bigButton =
  "group flex w-full items-center justify-center gap-3 rounded-3xl px-6 py-5 font-black text-xl tracking-wide shadow-xl shadow-brand-900/25 transition-transform hover:-translate-y-0.5 active:translate-y-0 focus-visible:outline-4 focus-visible:outline-white focus-visible:outline-offset-4 sm:py-6 sm:text-2xl";

/** The landing screen's logo, tagline and two large buttons (catchphrase.md section 2). */
export function LandingMenu({
  onCreate,
  onJoin,
  createRef,
  joinRef,
}: {
  onCreate: () => void;
  onJoin: () => void;
  createRef: React.Ref<HTMLButtonElement>;
  joinRef: React.Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex w-full flex-col items-center">
      <div className="text-center">
        <CatchphraseMark className="mx-auto size-24 -rotate-6 drop-shadow-2xl sm:size-28" />
        <h1 className="mt-6 font-black text-5xl tracking-tight drop-shadow-sm sm:text-7xl">
          Catch<span className="text-amber-300">phrase</span>
        </h1>
        <p className="mx-auto mt-3 max-w-sm text-lg text-white/90 sm:text-xl">
          Describe it, don't say it: the word game for two teams.
        </p>
      </div>
      <div className="mt-10 grid w-full gap-4">
        <button ref={createRef} type="button" onClick={onCreate} className={`${bigButton} bg-surface text-brand-ink`}>
          <Plus className="size-7 transition-transform group-hover:rotate-90" strokeWidth={3} aria-hidden="true" />
          CREATE ROOM
        </button>
        <button ref={joinRef} type="button" onClick={onJoin} className={`${bigButton} bg-amber-300 text-slate-900`}>
          <LogIn className="size-7" strokeWidth={3} aria-hidden="true" />
          JOIN ROOM
        </button>
      </div>
    </div>
  );
}
