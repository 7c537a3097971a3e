import { useCallback, useEffect, useState } from "react";
import type { MiniGameId } from "../../../shared/catalogue/mini-games";
import { localStore } from "../../lib/storage";
import { progressKeys } from "./progress-keys";

/**
 * What the mini-games keep on this device between visits (mini-games.md section 6, and the issue
 * "Nordle as good as the best Wordle", point 5): which of the keys (progress-keys.ts) each game
 * keeps, and the one way a game's progress is cleared ("Reset progress" in its How to Play section). Nordle keeps
 * its own records (games/nordle/progress.ts) and moves them by code.
 */

const RESETTABLE: Partial<Record<MiniGameId, readonly string[]>> = {
  "bottle-swap": [progressKeys.bottleSwapHighestLevel],
  "mini-golf": [progressKeys.miniGolfHighestLevel, progressKeys.miniGolfBestScores],
  "connect-the-zip": [progressKeys.connectTheZipLevel],
  "spell-sprint": [progressKeys.spellSprintBest],
  "which-came-first": [progressKeys.whichCameFirstBest],
};

/** Whether the game keeps progress that a player may clear. */
export const keepsProgress = (id: MiniGameId): boolean => RESETTABLE[id] !== undefined;

/** Clears what the game keeps: it starts again from its beginning. */
export function resetProgress(id: MiniGameId): void {
  for (const key of RESETTABLE[id] ?? []) localStore.remove(key);
}

/** A whole number kept under `key`, when it is one from `lowest` to `highest`; else null. */
export function loadWhole(key: string, lowest: number, highest: number): number | null {
  const stored = localStore.get(key);
  const value = stored === null ? Number.NaN : Number(stored);
  return Number.isInteger(value) && value >= lowest && value <= highest ? value : null;
}

export function saveWhole(key: string, value: number): void {
  localStore.set(key, String(value));
}

/**
 * A game's best score, kept under `key` (a whole number up to `highest`): `best` once read (null
 * before, or with none kept yet), and `offer(score)`, which keeps a better score and says whether
 * it was a new best.
 */
export function useBestScore(key: string, highest: number): { best: number | null; offer: (score: number) => boolean } {
  const [best, setBest] = useState<number | null>(null);
  useEffect(() => setBest(loadWhole(key, 0, highest)), [key, highest]);
  const offer = useCallback(
    (score: number) => {
      // Read afresh: another tab may have kept a better one meanwhile.
      const kept = loadWhole(key, 0, highest);
      if (score <= 0 || (kept !== null && kept >= score)) {
        setBest(kept);
        return false;
      }
      saveWhole(key, Math.min(score, highest));
      setBest(score);
      return true;
    },
    [key, highest],
  );
  return { best, offer };
}
