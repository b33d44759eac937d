/**
 * Rendered images by key, least recently used out first. The promise is kept, so a lobby that asks for
 * the same tile twice at once renders it once; a failed render is dropped so the next request retries.
 */
export class ImageCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  /** Renders started, for tests and metrics: a hit does not count. */
  renders = 0;

  constructor(private readonly limit: number) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    this.renders++;
    const made = render();
    made.catch(() => this.entries.get(key) === made && this.entries.delete(key));
    this.entries.set(key, made);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value ?? '');
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}
