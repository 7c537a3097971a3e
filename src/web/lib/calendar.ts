/** The visitor's own calendar day as YYYY-MM-DD (the key of daily_stats, a <time> element's date). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date of a YYYY-MM-DD day, at its midnight: the reverse of localDay. */
export function dateOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * The visitor's local date written out as British English writes it: "26 November 2026". Written
 * here rather than by Intl: a page's first date format loads the browser's locale data, a task of
 * its own of about 25 ms on a slow phone, in the middle of hydration.
 */
export function longDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
