import { X } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { FEEDBACK_MESSAGE_MAX, feedbackError, feedbackMessages } from "../../../shared/feedback";
import { siteConfig } from "../../../shared/site-config";
import { ApiError, requestJson } from "../../lib/api-client";
import { toast } from "../toasts";
import { buttonClass } from "../ui/button";
import { type FeedbackButtonProps, FeedbackCorner, FeedbackTriggerFace, feedbackTriggerClass } from "./feedback-button";

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-xl border bg-surface px-3 py-2 text-ink placeholder:text-ink-faint focus-visible:outline-2 focus-visible:outline-focus";

export type FeedbackPopoverProps = FeedbackButtonProps & {
  /** Open at once: the visitor pressed the button before this code had loaded. */
  openAtOnce: boolean;
  /** Take the focus: the button it replaces had it. */
  focusTrigger: boolean;
};

/**
 * The floating feedback button and form (site.md 2.8), loaded by FeedbackButton. Checked here with
 * the same rules the server applies; on failure the form keeps what was typed.
 */
export function FeedbackPopover({ context = {}, openAtOnce, focusTrigger }: FeedbackPopoverProps) {
  const [open, setOpen] = useState(openAtOnce);
  const trigger = useRef<HTMLButtonElement>(null);
  // Once, in place of the button that was there: nothing else should move the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mounting
  useEffect(() => {
    if (focusTrigger && !openAtOnce) trigger.current?.focus();
  }, []);
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ids = { email: useId(), message: useId(), error: useId() };
  // Empty fields disable the button; fields of spaces only get the message instead.
  const blank = email === "" || message === "";
  const emailInvalid = error === feedbackMessages.invalidEmail || error === feedbackMessages.emailTooLong;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = feedbackError({ email, message });
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await requestJson("/api/feedback", {
        method: "POST",
        body: { email: email.trim(), message: message.trim(), ...context },
        fallbackMessage: feedbackMessages.failed,
      });
      toast.success(feedbackMessages.success);
      setEmail("");
      setMessage("");
      setOpen(false);
    } catch (caught) {
      const reason =
        caught instanceof ApiError && caught.message !== feedbackMessages.failed ? caught.message : undefined;
      toast.error(feedbackMessages.failed, reason ? { description: reason } : undefined);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <FeedbackCorner open={open}>
        <Popover.Trigger ref={trigger} className={feedbackTriggerClass} aria-label="Send feedback">
          <FeedbackTriggerFace />
        </Popover.Trigger>
      </FeedbackCorner>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={12}
          collisionPadding={16}
          className="z-50 w-[min(24rem,calc(100vw-2rem))] rounded-3xl border border-line bg-surface p-5 shadow-2xl focus:outline-none"
          aria-labelledby="feedback-heading"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id="feedback-heading" className="font-bold text-lg">
              Send us feedback
            </h2>
            <Popover.Close
              className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken"
              aria-label="Close feedback"
            >
              <X className="size-4" aria-hidden="true" />
            </Popover.Close>
          </div>
          <p className="mt-2 text-ink-muted text-sm">
            Hi, I'm the developer behind {siteConfig.brandName}. Tell me what you love, what's broken or what you'd like
            next: I read every message. You can also find our apps on{" "}
            <a
              href={siteConfig.links.googlePlayDeveloperPage}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-ink underline"
            >
              Android
            </a>{" "}
            and{" "}
            <a
              href={siteConfig.links.iosDeveloperPage}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-ink underline"
            >
              iOS
            </a>
            .
          </p>
          <form onSubmit={submit} noValidate className="mt-4 space-y-3">
            <div>
              <label htmlFor={ids.email} className="font-medium text-sm">
                Email
              </label>
              <input
                id={ids.email}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={emailInvalid}
                aria-describedby={error ? ids.error : undefined}
                className={`${fieldClass} ${emailInvalid ? "border-red-500" : "border-line-strong"}`}
                placeholder="you@example.com"
              />
            </div>
            <div>
              <label htmlFor={ids.message} className="font-medium text-sm">
                Message
              </label>
              <textarea
                id={ids.message}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                rows={4}
                maxLength={FEEDBACK_MESSAGE_MAX}
                aria-describedby={error ? ids.error : undefined}
                className={`${fieldClass} resize-y border-line-strong`}
                placeholder="What should we know?"
              />
              <p className="mt-1 text-right text-ink-muted text-xs tabular-nums">
                {message.length} / {FEEDBACK_MESSAGE_MAX.toLocaleString("en-US")}
              </p>
            </div>
            {error ? (
              <p id={ids.error} role="alert" className="font-medium text-red-600 dark:text-red-300 text-sm">
                {error}
              </p>
            ) : null}
            <button type="submit" disabled={submitting || blank} className={buttonClass("primary", "md", "w-full")}>
              {submitting ? "Submitting..." : "Submit Feedback"}
            </button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
