import { changeFeedOf } from '../db/change-feed.ts';
import type { Db } from '../db/schema.ts';
import { findMerchantByHost } from '../merchants/find-merchant.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

export type HostAnswer = { merchant: Merchant; affiliateCode: string } | null;

/** Hostnames held at once (affiliate hosts under a wildcard are unbounded); the oldest goes first. */
export const MAX_CACHED_HOSTS = 10_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The merchant of each hostname, held in memory so the reads every visitor makes (status, country, banners,
 * lanes, game lists, announcements, promotions) need no merchant query. Triggers bump a merchant's row in
 * merchant_versions on any change of it or its domains (migration 0010) and notify 'merchant_changed':
 * - embedded database (one process): the notification arrives before the changing statement returns, so
 *   the cache drops that merchant's hosts at once and reads never touch the database;
 * - PostgreSQL (several instances): each request first reads merchant_versions (one tiny table; concurrent
 *   requests share one read that started after they arrived), so a change is seen by the next request anywhere.
 * Answers are frozen: every request shares them.
 */
export class MerchantCache {
  private readonly hosts = new Map<string, { answer: HostAnswer; code: string | null }>();
  private readonly loading = new Map<string, Promise<HostAnswer>>();
  private readonly versions = new Map<string, string>();
  private generation = 0;
  private ready: Promise<void> | null = null;
  private notified = false;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly db: Db, private readonly maxHosts = MAX_CACHED_HOSTS) {}

  get size(): number { return this.hosts.size; }

  /** The merchant's version as last read ('' before); response-cache keys carry it. */
  versionOf(code: string): string {
    return this.versions.get(code) ?? '';
  }

  async lookup(hostname: string): Promise<HostAnswer> {
    this.ready ??= this.start();
    await this.ready;
    if (!this.notified) {
      try {
        await this.checkVersions();
      } catch (e) {
        // Database out of reach: nothing can change while it is, so a held answer is still the merchant's.
        const held = this.hosts.get(hostname);
        if (held) return held.answer;
        throw e;
      }
    }
    const hit = this.hosts.get(hostname);
    if (hit) return hit.answer;
    let pending = this.loading.get(hostname);
    if (!pending) {
      pending = this.load(hostname).finally(() => this.loading.delete(hostname));
      this.loading.set(hostname, pending);
    }
    return pending;
  }

  private async start(): Promise<void> {
    const listen = changeFeedOf(this.db);
    if (listen) {
      await listen('merchant_changed', (code) => {
        this.versions.set(code, `${this.versionOf(code)}+`);
        this.drop(new Set([code]));
      });
      this.notified = true;
    }
  }

  private async load(hostname: string): Promise<HostAnswer> {
    const generation = this.generation;
    const answer = deepFreeze(await findMerchantByHost(this.db, hostname));
    // A change seen while this lookup ran may be newer than what it read: answer it, but do not keep it.
    if (generation === this.generation) {
      if (this.hosts.size >= this.maxHosts) this.hosts.delete(this.hosts.keys().next().value as string);
      this.hosts.set(hostname, { answer, code: answer?.merchant.code ?? null });
    }
    return answer;
  }

  private drop(changed: Set<string>): void {
    this.generation += 1;
    // A host no merchant had may belong to a changed one now (a domain was added): unknown hosts go too.
    for (const [host, entry] of this.hosts) if (entry.code === null || changed.has(entry.code)) this.hosts.delete(host);
  }

  /** Resolves after a read of merchant_versions that started after this call; callers arriving together share one. */
  private checkVersions(): Promise<void> {
    if (!this.running) {
      this.running = this.readVersions().finally(() => { this.running = null; });
      return this.running;
    }
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.checkVersions();
    });
    return this.queued;
  }

  private async readVersions(): Promise<void> {
    const rows = await this.db.selectFrom('merchant_versions').select(['merchant', 'version']).execute();
    const changed = new Set<string>();
    const first = this.versions.size === 0;
    for (const r of rows) {
      const v = String(r.version);
      // A merchant seen for the first time is a change too: a host cached as unknown may be its now.
      if (!first && this.versions.get(r.merchant) !== v) changed.add(r.merchant);
      this.versions.set(r.merchant, v);
    }
    if (changed.size > 0) this.drop(changed);
  }
}
