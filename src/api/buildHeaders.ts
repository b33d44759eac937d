/** The standard headers of spec section 7, in one function so every call sends the same set. */
import { getUaCopy } from './uaCopy.ts';

export interface HeaderInputs {
  /** Token to send raw in Authorization, or null to send none. */
  token: string | null;
  merchant: string | null;
  language: string;
  moduleId?: string;
  /** A JSON body follows. */
  json: boolean;
  /** Caller's extra headers (Device, Encryption, X-Digest, X-RSA, or a Content-Type of its own). */
  extra?: Record<string, string>;
}

/** Header names the caller may not override: they carry identity and must match the call's options. */
const STANDARD = ['merchant', 'language', 'authorization', 'moduleid', 'x-real-ua', 'x-user-agent'];

export async function buildHeaders(h: HeaderInputs): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  if (h.json) out['Content-Type'] = 'application/json';
  for (const [name, value] of Object.entries(h.extra ?? {})) {
    if (STANDARD.includes(name.toLowerCase())) continue;
    if (name.toLowerCase() === 'content-type') delete out['Content-Type'];
    out[name] = value;
  }
  if (h.merchant) out.Merchant = h.merchant;
  if (h.language) out.Language = h.language;
  if (h.token) out.Authorization = h.token;
  if (h.moduleId) out.ModuleId = h.moduleId;
  const ua = await getUaCopy();
  if (ua) out['X-Real-UA'] = ua;
  return out;
}
