/** The fixed context every wire case runs in (the unit test sets it up; the server test reuses the values). */
import { FIXTURE_MODULUS_HEX } from '../../server/secure-fixture.ts';

/** The page's address: a merchant's www host, so domain-derived fields (register domain, download domain) show. */
export const PAGE_URL = 'https://www.brand.com/m/register';
export const HOST = 'www.brand.com';
export const MERCHANT = 'demo';
export const LANGUAGE = 'EN';
export const TOKEN = 'member-token-1';
export const DEVICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** WEBCLIP flag set: the device type production sends in the Device header and body. */
export const DEVICE_TYPE = 'WEBCLIP';
/** The clock (Date only) during the cases. */
export const NOW = Date.parse('2031-06-01T12:00:00Z');
/** The live key endpoint's answer: the bare hex modulus as text (production wire A1). */
export const KEY_TEXT = FIXTURE_MODULUS_HEX.toUpperCase();
/** A 1x1 PNG, base64. */
export const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
