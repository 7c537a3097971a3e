import { ShieldCheck } from "lucide-react";
import { PageIntro } from "../../components/ui/page-intro";
import { unlistedPageMeta } from "../../lib/seo";
import { AccessNote } from "./analytics/access-note";
import { ActivityCards } from "./analytics/activity-cards";
import type { AnalyticsSummary } from "./analytics/admin-api";
import { AdminTokenForm } from "./analytics/admin-token-form";
import { DashboardError, DashboardLoading } from "./analytics/dashboard-status";
import { LatestFeedback } from "./analytics/latest-feedback";
import { useAdminDashboard, useLocalSubscriberCount } from "./analytics/use-admin-dashboard";
import { VisitsTable } from "./analytics/visits-table";

export const meta = () => unlistedPageMeta("Admin Analytics", "Visits, plays and likes across the site, for its team.");

/**
 * The publisher's analytics dashboard (site.md 2.9, with real figures from GET /api/analytics).
 * Prerendered as its loading state; everything else is fetched once the page runs in a browser.
 */
export default function AnalyticsPage() {
  const { state, retry, submitToken, forgetToken } = useAdminDashboard();
  return (
    <>
      <PageIntro title="Admin Analytics" lead="Visits over the last week and what players have been up to.">
        <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1 font-semibold text-white text-xs uppercase tracking-wider shadow-sm">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Admin View
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <AccessNote />
        <div className="mt-8">
          {state.status === "loading" ? (
            <DashboardLoading />
          ) : state.status === "error" ? (
            <DashboardError message={state.message} onRetry={retry} />
          ) : state.status === "locked" ? (
            <AdminTokenForm
              message={state.message}
              rejected={state.rejected}
              checking={state.checking}
              onSubmit={submitToken}
            />
          ) : (
            <>
              <Dashboard summary={state.summary} />
              {state.token ? <LatestFeedback feedback={state.feedback} onForget={forgetToken} /> : null}
            </>
          )}
        </div>
      </div>
    </>
  );
}

function Dashboard({ summary }: { summary: AnalyticsSummary }) {
  const subscribers = useLocalSubscriberCount();
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-8 [&>*]:min-w-0">
      <section aria-labelledby="visitors-heading">
        <h2 id="visitors-heading" className="font-bold text-2xl text-ink tracking-tight">
          Visitors
        </h2>
        <p className="mt-1 mb-4 text-ink-muted text-sm">The last {summary.days.length} days, in UTC.</p>
        <VisitsTable days={summary.days} />
      </section>
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="font-bold text-2xl text-ink tracking-tight">
          Activity
        </h2>
        <p className="mt-1 mb-4 text-ink-muted text-sm">All-time totals.</p>
        <ActivityCards counters={summary.counters} subscribers={subscribers} />
      </section>
    </div>
  );
}
