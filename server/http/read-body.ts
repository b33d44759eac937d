import type { Context } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import { MAX_BODY_BYTES } from '../../contract/constants.ts';
import { HttpError } from './reply.ts';
import { validate, type Check } from './validator.ts';

/** 413 request.too.large: a body (or the ping's events parameter) past MAX_BODY_BYTES. */
export const tooLarge = (what = 'request body'): HttpError =>
  new HttpError(413, CODES.tooLarge, `${what} is larger than ${MAX_BODY_BYTES} bytes`);

const endedEarly = (): HttpError => new HttpError(400, CODES.badRequest, 'the request body ended early (the client closed the connection)');

/** The body as text, refused past MAX_BODY_BYTES by Content-Length first, then by counting the stream. */
export async function readBodyText(c: Context): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The client went away mid-body: a refusal worth one warning line, not an internal error with a stack.
      throw endedEarly();
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    // A chunked or lying client is stopped here without buffering the rest.
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  // A stream cut off by a dropped connection can also just end: shorter than announced is the same early end.
  if (declared !== undefined && size < Number(declared)) throw endedEarly();
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** Parses JSON text; malformed or empty JSON is 400 request.json.invalid. */
export function parseJson(text: string, what = 'request body'): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, CODES.badJson, `${what} is not valid JSON`);
  }
}

/** Reads, parses and validates a JSON body in one step. */
export async function readValidJson<T>(c: Context, check: Check<T>): Promise<T> {
  return validate(check, parseJson(await readBodyText(c)));
}
