/**
 * Resolves when `work` settles or after `limitMs`, whichever comes first: for what a page would
 * rather have before it renders, but not at the cost of showing nothing.
 */
export function waitAtMost(work: Promise<unknown>, limitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  const done = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}
