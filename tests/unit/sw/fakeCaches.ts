/** An in-memory CacheStorage with the Cache semantics the worker relies on (insertion order, ignoreSearch). */
export class FakeCache {
  entries: Array<{ url: string; response: Response }> = [];

  private find(url: string, ignoreSearch = false): number {
    const strip = (u: string): string => (ignoreSearch ? u.split('?')[0] ?? u : u);
    return this.entries.findIndex((e) => strip(e.url) === strip(url));
  }

  async match(req: RequestInfo | URL, opts: CacheQueryOptions = {}): Promise<Response | undefined> {
    const i = this.find(urlOf(req), opts.ignoreSearch);
    return i < 0 ? undefined : this.entries[i]?.response.clone();
  }

  async put(req: RequestInfo | URL, response: Response): Promise<void> {
    const url = urlOf(req);
    const i = this.find(url);
    if (i >= 0) this.entries.splice(i, 1);
    // A real Cache stores the body; reading it now catches a body that was already used.
    const body = await response.arrayBuffer();
    this.entries.push({ url, response: new Response(body, { status: response.status, headers: response.headers }) });
  }

  async delete(req: RequestInfo | URL): Promise<boolean> {
    const i = this.find(urlOf(req));
    if (i < 0) return false;
    this.entries.splice(i, 1);
    return true;
  }

  async keys(): Promise<Request[]> {
    return this.entries.map((e) => new Request(e.url));
  }
}

function urlOf(req: RequestInfo | URL): string {
  if (typeof req === 'string') return req;
  return req instanceof URL ? req.href : req.url;
}

export class FakeCacheStorage {
  caches = new Map<string, FakeCache>();

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return cache as unknown as Cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  urls(name: string): string[] {
    return this.caches.get(name)?.entries.map((e) => e.url) ?? [];
  }
}

export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, ...init });
