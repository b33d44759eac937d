/** Loads a provider script once per URL; a failed load is forgotten so a retry really retries. */
const loads = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(src, location.href);
  } catch {
    return Promise.reject(new Error(`captcha script URL is invalid: ${src.slice(0, 100)}`));
  }
  // The URL comes from merchant config: only web URLs may become a script.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new Error(`captcha script URL refused: ${url.protocol}`));
  const key = url.href;
  const known = loads.get(key);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = key;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      el.remove();
      loads.delete(key);
      reject(new Error(`captcha script failed to load: ${key}`));
    };
    document.head.append(el);
  });
  loads.set(key, load);
  return load;
}
