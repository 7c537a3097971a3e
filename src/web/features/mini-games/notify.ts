import { toast } from "../../components/toasts";

/** A toast of the mini-games: the spec gives most as a title and a body (mini-games.md section 8). */
export type Notice = { title: string; body?: string };

const options = (notice: Notice) => (notice.body ? { description: notice.body } : undefined);

/** The one way a mini-game shows a toast, so every game's messages look and read alike. */
export const notify = {
  success: (notice: Notice) => toast.success(notice.title, options(notice)),
  error: (notice: Notice) => toast.error(notice.title, options(notice)),
  info: (notice: Notice) => toast(notice.title, options(notice)),
};
