/** Time a provider's widget script gets to arrive before the entry counts as failed. */
export const WIDGET_LOAD_TIMEOUT_MS = 15_000;

/** Appends one script; resolves on load, rejects on error or time-out (the element is then removed). */
export function loadWidgetScript(src: string, timeoutMs = WIDGET_LOAD_TIMEOUT_MS): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    const timer = setTimeout(() => fail(new Error(`widget script timed out: ${src}`)), timeoutMs);
    function fail(err: Error): void {
      clearTimeout(timer);
      el.remove();
      reject(err);
    }
    el.src = src;
    el.async = true;
    el.dataset.csWidget = '1';
    el.onload = () => { clearTimeout(timer); resolve(); };
    el.onerror = () => fail(new Error(`widget script failed to load: ${src}`));
    document.head.append(el);
  });
}
