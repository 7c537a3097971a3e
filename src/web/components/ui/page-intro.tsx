/** The heading block at the top of a content page: one h1 and an optional lead paragraph. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="font-extrabold text-4xl text-ink tracking-tight sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-ink-muted">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
