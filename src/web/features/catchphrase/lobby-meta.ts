import { pageMeta } from "../../lib/seo";

/** The lobby's title and description, apart from the lobby so that / can name it without loading it. */
export const lobbyMeta = () =>
  pageMeta({
    title: "Catchphrase Online",
    description:
      "Play Catchphrase online with friends: create a room, share the code, split into two teams and describe the word before the timer runs out.",
    path: "/catchphrase",
  });
