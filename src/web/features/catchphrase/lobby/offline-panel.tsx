import { WifiOff } from "lucide-react";
import { DEFAULT_ROUND_DURATION } from "../../../../shared/catchphrase/constants";
import { PracticeMode } from "../practice-mode";

/**
 * The lobby without a network (the issue "Nordle as good as the best Wordle", point 6): rooms need
 * one, so it says so, and offers the practice round, which runs on the device alone.
 */
export function OfflinePanel() {
  return (
    <section aria-labelledby="lobby-offline" className="w-full rounded-3xl bg-surface p-4 text-ink shadow-xl sm:p-6">
      <h2 id="lobby-offline" className="flex items-center gap-2 font-extrabold text-xl">
        <WifiOff className="size-5 shrink-0" aria-hidden="true" />
        You're offline
      </h2>
      <p className="mt-2 text-ink-muted" role="status">
        Playing online needs a connection: creating and joining rooms will work again once you're back online.
        Meanwhile, warm up with a practice round on this device.
      </p>
      <div className="mt-4">
        <PracticeMode roundDuration={DEFAULT_ROUND_DURATION} />
      </div>
    </section>
  );
}
