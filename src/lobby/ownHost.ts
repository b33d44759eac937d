/** The hosts a merchant owns: the site's own host exactly, and its main domain with every subdomain. */
export interface OwnHosts { current: string; mainDomain: string }

const clean = (h: string): string => h.toLowerCase().replace(/\.$/, '');
/** A registrable-looking name: two labels at least, letters, digits and hyphens; no IP address, no bare TLD. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The status's mainDomain when it can name a merchant's domain; '' for "com", an IP address or garbage. */
export function ownDomain(mainDomain: string): string {
  const d = clean(mainDomain.trim());
  return DOMAIN.test(d) && !IPV4.test(d) ? d : '';
}

/**
 * Whether an external link's host is the merchant's own. Tokens are only ever handed to these hosts
 * (see decisions); the current host counts exactly, so on localhost other *.localhost sites do not.
 */
export function isOwnHost(hostname: string, own: OwnHosts): boolean {
  const h = clean(hostname);
  if (h === '') return false;
  if (h === clean(own.current)) return true;
  const d = ownDomain(own.mainDomain);
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}
