/**
 * Which hybrid versions a merchant advertises and accepts, read from config.security (jsonb, so checked
 * here). No setting, or a malformed one, means v2 alone: v1 must be asked for by name.
 */
import { HYBRID_VERSIONS, type HybridVersion } from '../../contract/hybrid.ts';

export interface HybridPolicy {
  advertised: HybridVersion;
  accepted: readonly HybridVersion[];
}

const isVersion = (x: unknown): x is HybridVersion => HYBRID_VERSIONS.includes(x as HybridVersion);

export function hybridPolicy(config: unknown): HybridPolicy {
  const security = (config as { security?: unknown } | null)?.security as { encryption?: unknown; accept?: unknown } | undefined;
  const advertised = isVersion(security?.encryption) ? security.encryption : 'v2';
  const listed = Array.isArray(security?.accept) ? security.accept.filter(isVersion) : [];
  // The advertised version is what every current client seals with: refusing it would lock them all out.
  const accepted = HYBRID_VERSIONS.filter((v) => v === advertised || listed.includes(v));
  return { advertised, accepted };
}
