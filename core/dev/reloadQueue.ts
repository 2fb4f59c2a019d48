/**
 * Runs reloads one at a time, merging a burst of file events into one run per key
 * (a save that touches three files reloads once).
 */
export function createReloadQueue({ delay, onError }: { delay: number; onError: (error: unknown) => void }) {
  let chain: Promise<void> = Promise.resolve();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let closed = false;
  return {
    schedule(key: string, task: () => Promise<void>) {
      if (closed) return;
      clearTimeout(pending.get(key));
      pending.set(
        key,
        setTimeout(() => {
          pending.delete(key);
          chain = chain.then(() => (closed ? undefined : task())).catch(onError);
        }, delay),
      );
    },
    async close() {
      closed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      await chain;
    },
  };
}
