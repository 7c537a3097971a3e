// How every script and test here starts Chromium: the system browser, offline-friendly flags.
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  // Chromium guesses the network's speed and fetches pictures marked lazy from further away the
  // slower it thinks it is: from 8,000 px where it believes the machine offline or on a slow 2G
  // link, so every picture of the gallery. Pinned, the pages load as on a 4G phone on any machine.
  "--force-effective-connection-type=4G",
];
