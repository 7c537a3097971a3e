/**
 * Waits for `work` to settle, but no longer than `ms`: true if it settled in time. For stopping
 * the process, where work stuck on an unreachable service must not hold up the rest. A rejection
 * of `work` counts as settled and is not rethrown.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
