import { Inbox } from "lucide-react";
import { mailtoHref } from "../../../../shared/text-rules";
import { buttonClass } from "../../../components/ui/button";
import type { FeedbackEntry } from "./admin-api";
import type { FeedbackResult } from "./use-admin-dashboard";

/** The newest feedback, readable only with the admin token, and the way to drop that token. */
export function LatestFeedback({ feedback, onForget }: { feedback: FeedbackResult | null; onForget: () => void }) {
  return (
    <section aria-labelledby="latest-feedback" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="latest-feedback" className="font-bold text-2xl text-ink tracking-tight">
          Latest feedback
        </h2>
        <button type="button" onClick={onForget} className={buttonClass("outline", "sm")}>
          Forget token
        </button>
      </div>
      {feedback && "error" in feedback ? (
        <p role="alert" className="mt-4 rounded-2xl bg-surface-muted p-4 text-ink-soft text-sm">
          {feedback.error}
        </p>
      ) : feedback && feedback.entries.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {feedback.entries.map((entry) => (
            <FeedbackItem key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 flex items-center gap-2 rounded-2xl border border-line-strong border-dashed p-6 text-ink-muted">
          <Inbox className="size-5 text-ink-faint" aria-hidden="true" />
          No feedback yet.
        </p>
      )}
    </section>
  );
}

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
  // An address stored under an older, looser rule gets no link: it could add recipients or text.
  const mailto = mailtoHref(entry.email);
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <article>
        <header className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {mailto ? (
            <a
              href={mailto}
              className="inline-flex min-h-11 min-w-0 items-center break-all font-semibold text-brand-ink underline-offset-2 hover:underline"
            >
              {entry.email}
            </a>
          ) : (
            <span className="min-w-0 break-all font-semibold text-ink-soft">{entry.email}</span>
          )}
          <time dateTime={entry.date} className="text-ink-muted tabular-nums">
            {entry.istTime}
          </time>
        </header>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-xs">
          <div className="flex gap-1">
            <dt>Room:</dt>
            <dd className="font-medium text-ink-soft">{entry.roomId}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Player:</dt>
            <dd className="font-medium text-ink-soft">{entry.playerName}</dd>
          </div>
        </dl>
        <p className="mt-3 whitespace-pre-wrap break-words text-ink-soft">{entry.message}</p>
      </article>
    </li>
  );
}
