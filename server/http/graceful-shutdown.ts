import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long in-flight requests may take to finish once a shutdown starts; then their sockets are cut. */
export const DRAIN_MS = 10_000;

export interface ShutdownOptions {
  /** Runs once no request is left (or the drain time is over): close the database here. */
  close: () => Promise<void>;
  log: (line: string) => void;
  drainMs?: number;
}

/**
 * SIGTERM without losing work: stop accepting, let in-flight requests finish (each answer says
 * `Connection: close`), close idle keep-alive sockets at once and the rest as they finish, cut whatever is
 * still running after drainMs, then close the database. Returns the function that starts it (idempotent).
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions): () => Promise<number> {
  const drainMs = options.drainMs ?? DRAIN_MS;
  const active = new Set<ServerResponse>();
  let stopping: Promise<number> | null = null;
  let drained: () => void = () => undefined;

  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    if (stopping) res.shouldKeepAlive = false;
    res.once('close', () => {
      active.delete(res);
      if (!stopping) return;
      server.closeIdleConnections();
      if (active.size === 0) drained();
    });
  });

  return () => {
    stopping ??= (async () => {
      options.log(`shutting down: ${active.size} request(s) in flight, draining for up to ${drainMs / 1000} s`);
      for (const res of active) res.shouldKeepAlive = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut = 0;
      if (active.size > 0) {
        const done = new Promise<void>((resolve) => { drained = resolve; });
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<void>((resolve) => { timer = setTimeout(resolve, drainMs); });
        await Promise.race([done, late]);
        clearTimeout(timer);
        cut = active.size;
      }
      if (cut > 0) {
        options.log(`shutting down: ${cut} request(s) still running after ${drainMs / 1000} s were cut`);
        server.closeAllConnections();
      }
      await closed;
      await options.close();
      options.log('shut down cleanly: database closed');
      return cut > 0 ? 1 : 0;
    })();
    return stopping;
  };
}
