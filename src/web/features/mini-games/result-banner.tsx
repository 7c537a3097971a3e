/**
 * The end of a round as a dark banner: the outcome in large type, a line of detail (the word, the
 * score) and the buttons to go on. Announced to screen readers as it appears.
 */
export function ResultBanner({
  title,
  children,
  actions,
}: {
  title: string;
  children?: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-slate-900 p-5 text-center dark:bg-slate-700 text-white" role="status">
      <p className="font-extrabold text-2xl">{title}</p>
      {children ? <p className="mt-1 text-white/90">{children}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
