/** The wait before a room page first asks the server for its room again. */
export const FIRST_RETRY_MS = 1000;
/** The longest wait between two asks, however many were refused before. */
export const LONGEST_RETRY_MS = 30_000;

/**
 * How long a room's page (a player's or the big screen's) waits before asking the server for its
 * room again, after `failures` asks in a row were refused or went unanswered: 1 s, then twice as
 * long each time, at most 30 s (docs/decisions/064). Each ask spends one of the address's room
 * attempts, which come back at one a second: a page asking every second would keep its whole
 * network out of rooms for as long as it stays open.
 */
export function retryDelayMs(failures: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}
