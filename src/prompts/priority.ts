/**
 * The first-visit prompts that block the page, highest first. Only one shows at a time; the next waits for
 * PROMPT_PAUSE_MS after the last one closed. The download bar and the invite banner block nothing, so they
 * are not in the line.
 */
export const PROMPT_PRIORITY = ['forced-read', 'welcome', 'a2hs', 'push', 'download-popup'] as const;

export type PromptKind = (typeof PROMPT_PRIORITY)[number];

/** Quiet time between two prompts: long enough to look at the lobby before the next ask. */
export const PROMPT_PAUSE_MS = 30_000;

/** A prompt expected at start (its data on its way) holds lower ones at most this long, then stops counting. */
export const PROMPT_EXPECT_MAX_MS = 20_000;
