/** Asks a service worker for its build version (GET_VERSION on a MessageChannel), with a time-out. */
import { SW_MESSAGES } from '../../contract/messages';

export function askVersion(worker: ServiceWorker | null, timeoutMs = 2000): Promise<string> {
  if (!worker) return Promise.resolve('unknown');
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve('unknown'), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      const data = event.data as { type?: unknown; version?: unknown } | null;
      const ok = data?.type === SW_MESSAGES.getVersion && typeof data.version === 'string' && /^[0-9a-f]{8}$/.test(data.version);
      resolve(ok ? (data.version as string) : 'unknown');
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
