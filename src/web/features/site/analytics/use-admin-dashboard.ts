import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { localStore, sessionStore } from "../../../lib/storage";
import { type AnalyticsSummary, type FeedbackEntry, fetchAnalytics, fetchFeedback } from "./admin-api";

/** The admin token lives only as long as the tab (sessionStorage), never in local storage. */
const TOKEN_KEY = "admin_token";

export type FeedbackResult = { entries: FeedbackEntry[] } | { error: string };

export type DashboardState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "locked"; message: string; rejected: boolean; checking: boolean }
  | { status: "ready"; summary: AnalyticsSummary; token: string | null; feedback: FeedbackResult | null };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";

/**
 * Loads the analytics (and, with a token, the feedback) after the first render, since the page is
 * prerendered. A 401 turns into the token form; the token that worked is kept for the tab.
 */
export function useAdminDashboard() {
  const [state, setState] = useState<DashboardState>({ status: "loading" });
  const latest = useRef(0);

  const load = useCallback(async (token: string | null) => {
    const request = ++latest.current;
    try {
      const [summary, feedback] = await Promise.all([
        fetchAnalytics(token),
        token
          ? fetchFeedback(token).then(
              (entries) => ({ entries }),
              (error) => ({ error: messageOf(error) }),
            )
          : null,
      ]);
      if (request !== latest.current) return;
      if (token) sessionStore.set(TOKEN_KEY, token);
      setState({ status: "ready", summary, token, feedback });
    } catch (error) {
      if (request !== latest.current) return;
      if (error instanceof ApiError && error.status === 401) {
        if (token) sessionStore.remove(TOKEN_KEY);
        setState({ status: "locked", message: error.message, rejected: token !== null, checking: false });
      } else {
        setState({ status: "error", message: messageOf(error) });
      }
    }
  }, []);

  useEffect(() => {
    void load(sessionStore.get(TOKEN_KEY) || null);
  }, [load]);

  /** Loads again from scratch with the token in use, if any. */
  const retry = useCallback(() => {
    setState({ status: "loading" });
    void load(sessionStore.get(TOKEN_KEY) || null);
  }, [load]);

  /** Tries a token typed into the form; the form stays up while it is checked. */
  const submitToken = useCallback(
    (token: string) => {
      setState((current) => (current.status === "locked" ? { ...current, checking: true } : current));
      void load(token);
    },
    [load],
  );

  /** Drops the token from this tab and shows the page as a visitor without it would see it. */
  const forgetToken = useCallback(() => {
    sessionStore.remove(TOKEN_KEY);
    setState({ status: "loading" });
    void load(null);
  }, [load]);

  return { state, retry, submitToken, forgetToken };
}

/**
 * 1 when this browser signed up for the newsletter, else 0 (site.md 2.9): the sign-up is kept only
 * in the visitor's own storage. Null until mounted, so the prerendered HTML matches hydration.
 */
export function useLocalSubscriberCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setCount(localStore.get("subscribed") === "true" ? 1 : 0);
    update();
    window.addEventListener("storage", update);
    return () => window.removeEventListener("storage", update);
  }, []);
  return count;
}
