import { ShieldAlert } from "lucide-react";

/** Says plainly who can see this page and how it would be protected in production (site.md 2.9). */
export function AccessNote() {
  return (
    <aside
      aria-label="Access"
      className="flex gap-3 rounded-2xl border border-accent-500/30 bg-accent-500/5 p-4 text-ink-soft text-sm"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
      <p>
        <strong className="font-semibold text-ink">This page is open to anyone with the link</strong> unless it is
        protected. In production, protection would be added: set an admin token (<code>ADMIN_TOKEN</code>) on the server
        and this page asks for it before showing any figures or feedback.
      </p>
    </aside>
  );
}
