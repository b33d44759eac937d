/**
 * A Host header or location.host split into its lower-cased name and its ':port' suffix. The final
 * dot of a fully qualified name is dropped and IPv6 brackets removed, so 'WWW.Example.com.:8080'
 * and 'www.example.com' name the same site. The server, the indexing rule and the affiliate rule
 * all read hosts through this one function.
 */
export function splitHost(host: string): { name: string; port: string } {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end < 0 ? { name: h.slice(1), port: '' } : { name: h.slice(1, end), port: h.slice(end + 1) };
  }
  // More than one colon without brackets is a bare IPv6 address, which has no port.
  const colon = h.indexOf(':') === h.lastIndexOf(':') ? h.search(/:\d*$/) : -1;
  const at = colon < 0 ? h.length : colon;
  return { name: h.slice(0, at).replace(/\.$/, ''), port: h.slice(at) };
}

/** True for an IPv4 or IPv6 address (as split by splitHost). */
export function isIpName(name: string): boolean {
  return name.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name);
}
