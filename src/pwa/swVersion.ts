/** Asks a service worker for its build version (GET_VERSION on a MessageChannel), with a time-out. */
import { SW_MESSAGES } from '../../contract/messages';

export function askVersion(worker: ServiceWorker | null, timeoutMs = 2000): Promise<string> {
  if (!worker) return Promise.resolve('unknown');
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve('unknown'), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      // A bare string (production's form and this worker's); an older worker answered {type, version}.
      const data = event.data as { version?: unknown } | string | null;
      const version = typeof data === 'string' ? data : data?.version;
      resolve(typeof version === 'string' && /^[\w.-]{1,64}$/.test(version) ? version : 'unknown');
    };
    try {
      worker.postMessage({ type: SW_MESSAGES.getVersion }, [channel.port2]);
    } catch (error) {
      console.warn('[pwa] version request failed', error);
      clearTimeout(timer);
      resolve('unknown');
    }
  });
}
