/**
 * Dev: calls `listener` once a hot update has been applied and React Refresh has re-rendered (its
 * refresh runs 30 ms after the update, debounced). Returns the unsubscribe; a no-op without HMR.
 */
export function onHotUpdateApplied(listener: () => void): () => void {
  const hot = import.meta.webpackHot;
  if (!hot) return () => {};
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onStatus = (status: string) => {
    if (status === 'apply') applying = true;
    if (status !== 'idle' || !applying) return;
    applying = false;
    clearTimeout(timer);
    timer = setTimeout(listener, 100);
  };
  hot.addStatusHandler(onStatus);
  return () => {
    clearTimeout(timer);
    hot.removeStatusHandler(onStatus);
  };
}
