/** Who must reload when the player changes language (spec section 4: promotion categories, game matches). */
export type LanguageListener = (language: string) => void;

const listeners = new Set<LanguageListener>();

/** Subscribes; returns the unsubscribe function. */
export function onLanguageChanged(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Called once per applied change; one failing listener neither stops the others nor the change. */
export function emitLanguageChanged(language: string): void {
  for (const listener of [...listeners]) {
    try {
      listener(language);
    } catch (err) {
      console.error('language change listener failed', err);
    }
  }
}
