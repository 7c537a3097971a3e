import { ArrowLeft, CircleHelp } from "lucide-react";
import { useId } from "react";
import { CatchphraseMark } from "./catchphrase-mark";

/**
 * The card a landing button opens (catchphrase.md section 2): titled Catchphrase, holding the
 * chosen form, with How to Play and Back to Menu under it. Its title is the page's h1 while open.
 */
export function LobbyCard({
  subtitle,
  onHowToPlay,
  onBack,
  children,
}: {
  subtitle: string;
  onHowToPlay: () => void;
  onBack: () => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  const secondary =
    "inline-flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-2 py-2.5 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2";
  return (
    <section
      aria-labelledby={titleId}
      className="w-full rounded-[2rem] bg-surface p-6 text-ink shadow-2xl shadow-brand-900/30 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <CatchphraseMark className="size-14 shrink-0" />
        <div>
          <h1 id={titleId} className="font-black text-3xl text-ink tracking-tight">
            Catchphrase
          </h1>
          <p className="font-medium text-ink-muted text-sm">{subtitle}</p>
        </div>
      </div>
      <div className="mt-6">{children}</div>
      <div className="mt-6 grid grid-cols-2 gap-2 border-line-soft border-t pt-5">
        <button
          type="button"
          onClick={onBack}
          className={`${secondary} bg-surface-sunken text-ink-soft hover:bg-surface-strong`}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Menu
        </button>
        <button
          type="button"
          onClick={onHowToPlay}
          className={`${secondary} bg-brand-50 text-brand-ink hover:bg-brand-100`}
        >
          <CircleHelp className="size-4" aria-hidden="true" />
          How to Play
        </button>
      </div>
    </section>
  );
}
