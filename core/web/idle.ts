// Work that can wait for the first screen (loading code the user will want soon) runs when the
// browser is idle, or after `timeout` ms at the latest. Returns the cancel.
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 300);
  return () => window.clearTimeout(id);
}
