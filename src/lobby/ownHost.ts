/** The hosts a merchant owns: the site's own host exactly, and its main domain with every subdomain. */
export interface OwnHosts { current: string; mainDomain: string }

const clean = (h: string): string => h.toLowerCase().replace(/\.$/, '');

/**
 * Whether an external link's host is the merchant's own. Tokens are only ever handed to these hosts
 * (see decisions); the current host counts exactly, so on localhost other *.localhost sites do not.
 */
export function isOwnHost(hostname: string, own: OwnHosts): boolean {
  const h = clean(hostname);
  if (h === '') return false;
  if (h === clean(own.current)) return true;
  const d = clean(own.mainDomain);
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}
