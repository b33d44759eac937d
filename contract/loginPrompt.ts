/** login_prompt_text (spec section 3): the lines for one language only; other languages show none. */
export function promptLines(byLanguage: unknown, lang: string): string[] {
  if (!byLanguage || typeof byLanguage !== 'object') return [];
  const lines = (byLanguage as Record<string, unknown>)[lang];
  if (!Array.isArray(lines)) return [];
  return lines.filter((l): l is string => typeof l === 'string' && l.trim() !== '').slice(0, 5).map((l) => l.slice(0, 200));
}
