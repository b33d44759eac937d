import { randomBytes } from 'node:crypto';

/**
 * WPSCORE_saveMemberInfoByAuthKey: the live platform hands the member's details to the chat vendor under a
 * fresh key and answers the key, which the page gives the chat SDK as the member's identity. No chat vendor
 * exists here, so the key is only issued: 128 random bits, never derived from the member or the token.
 */
export function issueChatAuthKey(): string {
  return randomBytes(16).toString('base64url');
}
