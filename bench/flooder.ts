// The flooding client of bench/flood.ts, in its own process so its loop never shares the measured server's or the
// visitor's event loop: `node --import tsx bench/flooder.ts <origin> <seconds> <concurrency>`. Posts event reports
// from one address, `concurrency` at a time, over HTTP; a refused post comes straight back, as a hostile client
// would. Prints `flooding` when it starts and one JSON line of counts when it ends.
import { WPS } from '../contract/wps.ts';

const [origin, secondsArg, concurrencyArg] = process.argv.slice(2);
const until = performance.now() + Number(secondsArg) * 1000;
const counts = { ok: 0, refused: 0, byStatus: {} as Record<string, number> };
let n = 0;

async function flooder(): Promise<void> {
  while (performance.now() < until) {
    const body = JSON.stringify({ eventID: `flood-${process.pid}-${n++}`, event: 'login', value: { n }, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} });
    try {
      const res = await fetch(`${origin}${WPS.eventReport}`, {
        method: 'POST', body, headers: { Merchant: 'demo', 'Content-Type': 'application/json', 'X-Test-Client-IP': '10.9.9.9' },
      });
      await res.arrayBuffer();
      counts.byStatus[res.status] = (counts.byStatus[res.status] ?? 0) + 1;
      if (res.status === 200) counts.ok += 1;
      else counts.refused += 1;
    } catch {
      counts.byStatus.error = (counts.byStatus.error ?? 0) + 1;
    }
    // Yield between posts so the loop is not a busy spin inside this process.
    await new Promise((r) => setImmediate(r));
  }
}

console.log('flooding');
await Promise.all(Array.from({ length: Number(concurrencyArg) }, flooder));
console.log(JSON.stringify(counts));
process.exit(0);
