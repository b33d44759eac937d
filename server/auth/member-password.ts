import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password.ts';

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against the member's hash, or against a throwaway hash of the same cost when there is no
 * member, so an unknown name takes as long to refuse as a wrong password (no enumeration by timing).
 */
export async function verifyMemberPassword(password: string, stored: string | null): Promise<boolean> {
  // A refused first hash (gate full) must not stay cached: the next login makes it again.
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url')).catch((err: unknown) => {
    dummyHash = null;
    throw err;
  });
  const right = await verifyPassword(password, stored ?? (await dummyHash));
  return stored !== null && right;
}
