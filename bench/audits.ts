// The failing audits (score < 0.9) of a Lighthouse category across runs, each with a short
// description of what it points at (resource URLs, elements, checklist items).

/** The small part of a Lighthouse result (LHR) the bench reads. */
export interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] } | undefined>;
  audits: Record<string, Audit | undefined>;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: Details;
}

type Details = { type?: string; [key: string]: unknown };

export interface FailingAudit {
  id: string;
  title: string;
  weight: number;
  group: string | null;
  medianScore: number;
  failedInRuns: string;
  displayValue: string | null;
  details: string[];
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);
const MAX_DETAILS = 8;

const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;

function shortUrl(u: string): string {
  try {
    const url = new URL(u);
    return url.protocol.startsWith('http') ? `${url.pathname}${url.search}` : u.slice(0, 80);
  } catch {
    return u;
  }
}

function nodeText(n: Record<string, unknown>): string {
  const label = typeof n.selector === 'string' ? n.selector : typeof n.nodeLabel === 'string' ? n.nodeLabel : '';
  const snippet = typeof n.snippet === 'string' ? n.snippet.slice(0, 160) : '';
  return [label, snippet].filter(Boolean).join(' ');
}

function itemText(item: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const k of ['url', 'source']) if (typeof item[k] === 'string') parts.push(shortUrl(item[k] as string));
  if (item.node && typeof item.node === 'object') parts.push(nodeText(item.node as Record<string, unknown>));
  else if (item.type === 'node') parts.push(nodeText(item));
  for (const k of ['groupLabel', 'label', 'description', 'explanation', 'failureReason'])
    if (typeof item[k] === 'string' && item[k]) parts.push(item[k] as string);
  if (typeof item.totalBytes === 'number') parts.push(kib(item.totalBytes));
  if (typeof item.wastedBytes === 'number') parts.push(`saves ${kib(item.wastedBytes)}`);
  if (typeof item.wastedMs === 'number') parts.push(`${Math.round(item.wastedMs)} ms`);
  if (typeof item.duration === 'number') parts.push(`${Math.round(item.duration)} ms`);
  if (typeof item.cacheLifetimeMs === 'number') parts.push(`TTL ${Math.round(item.cacheLifetimeMs / 3_600_000)} h`);
  return parts.join(' · ');
}

function longestChain(chains: Record<string, Record<string, unknown>>): string[] {
  for (const link of Object.values(chains)) {
    if (!link.isLongest) continue;
    const rest = longestChain((link.children ?? {}) as Record<string, Record<string, unknown>>);
    return [`${shortUrl(String(link.url))} (${Math.round(Number(link.navStartToEndTime))} ms)`, ...rest];
  }
  return [];
}

/** Human lines for an audit's details, whatever its shape (table, list, checklist, node, tree). */
export function describe(d: Details | undefined): string[] {
  if (!d || typeof d !== 'object') return [];
  switch (d.type) {
    case 'table':
    case 'opportunity':
      return ((d.items ?? []) as Record<string, unknown>[]).map(itemText).filter(Boolean);
    case 'list':
      return ((d.items ?? []) as Details[]).flatMap(describe);
    case 'list-section':
      return describe(d.value as Details);
    case 'node':
      return [nodeText(d)];
    case 'checklist':
      return Object.values((d.items ?? {}) as Record<string, { label: string; value: boolean }>)
        .filter((c) => c.value === false).map((c) => `not met: ${c.label}`);
    case 'network-tree': {
      const chain = longestChain((d.chains ?? {}) as Record<string, Record<string, unknown>>);
      return chain.length ? [`longest chain: ${chain.join(' → ')}`] : [];
    }
    default:
      return [];
  }
}

export function failingAudits(lhrs: Lhr[], category: string): FailingAudit[] {
  const found = new Map<string, { ref: { id: string; weight: number; group?: string }; scores: number[]; last: Audit }>();
  for (const lhr of lhrs) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || !SCORED.has(a.scoreDisplayMode)) continue;
      const entry = found.get(ref.id) ?? { ref, scores: [], last: a };
      entry.scores.push(a.score);
      if (a.score < 0.9) entry.last = a;
      found.set(ref.id, entry);
    }
  }
  const out: FailingAudit[] = [];
  for (const { ref, scores, last } of found.values()) {
    const failed = scores.filter((s) => s < 0.9).length;
    if (failed === 0) continue;
    const sorted = [...scores].sort((a, b) => a - b);
    out.push({
      id: ref.id,
      title: last.title,
      weight: ref.weight,
      group: ref.group ?? null,
      medianScore: sorted[Math.floor(sorted.length / 2)]!,
      failedInRuns: `${failed}/${lhrs.length}`,
      displayValue: last.displayValue ?? null,
      details: describe(last.details).slice(0, MAX_DETAILS),
    });
  }
  return out.sort((a, b) => b.weight - a.weight || a.medianScore - b.medianScore);
}

export interface RunExtras {
  lcpElement: string | null;
  lcpBreakdownMs: Record<string, number>;
  /** The longest main-thread tasks (simulated, ms) and whom they are attributed to: what drives TBT. */
  longTasks: string[];
  /** Text responses of 1 KiB or more that came without Content-Encoding (transfer ≈ resource size). */
  uncompressedText: string[];
}

const TEXT_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR', 'Manifest']);

/** Figures the category scores hide: bytes on the wire, what the LCP element is and where its time goes. */
export function extras(lhr: Lhr): RunExtras {
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details;
  const parts = breakdown?.type === 'list' ? (breakdown.items as Details[]) : [];
  const table = parts.find((p) => p.type === 'table');
  const node = parts.find((p) => p.type === 'node');
  const requests = lhr.audits['network-requests']?.details;
  const rows = (requests?.items ?? []) as { url: string; resourceType?: string; transferSize?: number; resourceSize?: number }[];
  return {
    lcpElement: node ? nodeText(node) : null,
    lcpBreakdownMs: Object.fromEntries(((table?.items ?? []) as { subpart: string; duration: number }[])
      .map((i) => [i.subpart, Math.round(i.duration)])),
    longTasks: ((lhr.audits['long-tasks']?.details?.items ?? []) as { url: string; duration: number; startTime: number }[])
      .slice(0, 6).map((t) => `${shortUrl(t.url)} ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms`),
    uncompressedText: rows
      .filter((r) => TEXT_TYPES.has(r.resourceType ?? '') && (r.resourceSize ?? 0) >= 1024 && (r.transferSize ?? 0) >= (r.resourceSize ?? 0))
      .map((r) => `${shortUrl(r.url)} ${kib(r.resourceSize ?? 0)}`),
  };
}
