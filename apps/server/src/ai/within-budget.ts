/**
 * Settles when `work` does or when `signal` aborts, whichever is first: a provider (or a mock) that
 * ignores the abort signal still cannot hold a visitor's turn or a designer's request past its budget.
 */
export function withinBudget<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => {});
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
