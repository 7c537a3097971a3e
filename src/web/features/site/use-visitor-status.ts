import { useEffect, useState } from "react";
import { toast } from "../../components/toasts";
import { track } from "../../lib/analytics";
import { localStore, sessionStore } from "../../lib/storage";
import {
  RETURNING_PROMPT_DELAY_MS,
  recordVisit,
  saveSubscription,
  shouldPromptSubscription,
  type VisitorStatus,
} from "./visitor-status";

const NEW_VISITOR: VisitorStatus = { returning: false, visitCount: 0, subscribed: false };

/**
 * Records this visit once per browser tab (a second look at the home page in the same tab is not
 * a new visit), counts it on our server as new or returning, and shows the returning-visitor
 * prompt after 3 seconds when it applies (site.md section 4).
 */
export function useVisitorStatus(onSubscribePrompt: () => void) {
  // Prerendered HTML is built without storage: start as a new visitor, then read the truth.
  const [status, setStatus] = useState<VisitorStatus>(NEW_VISITOR);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page view by design
  useEffect(() => {
    const seen = sessionStore.get("visit_status");
    let current: VisitorStatus;
    if (seen === null) {
      current = recordVisit(localStore, new Date());
      sessionStore.set("visit_status", current.returning ? "returning" : "new");
      track(current.returning ? "visit_returning" : "visit_new");
    } else {
      const visitCount = Number(localStore.get("visit_count") ?? "0") || 0;
      current = { returning: seen === "returning", visitCount, subscribed: localStore.get("subscribed") === "true" };
    }
    setStatus(current);
    if (!shouldPromptSubscription(current)) return;
    const timer = window.setTimeout(() => {
      if (localStore.get("subscribed") === "true") return;
      toast("Welcome back!", {
        description: "We noticed you've visited us before. Would you like to subscribe for updates?",
        action: { label: "Subscribe", onClick: onSubscribePrompt },
        duration: 10_000,
      });
    }, RETURNING_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return {
    status,
    /** Saves the sign-up in this browser only. */
    subscribe(email: string) {
      saveSubscription(localStore, email);
      setStatus((current) => ({ ...current, subscribed: true }));
    },
  };
}
