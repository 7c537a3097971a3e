/**
 * The storage keys (under the product prefix) of what the mini-games keep between visits: plain
 * names, so that a game's rules can name theirs without the storage or React (saved-progress.ts
 * reads, writes and clears them).
 */
export const progressKeys = {
  bottleSwapHighestLevel: "bottleSwapHighestLevel",
  miniGolfHighestLevel: "miniGolfHighestLevel",
  miniGolfBestScores: "miniGolfBestScores",
  connectTheZipLevel: "connectTheZipLevel",
  spellSprintBest: "spellSprintBest",
  whichCameFirstBest: "whichCameFirstBest",
} as const;
