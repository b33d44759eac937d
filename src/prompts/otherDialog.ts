/** Another modal (login, an error, a game, a prompt still fading out) is open: the next prompt waits for it. */
export const OTHER_DIALOG_SELECTOR = '[aria-modal="true"], dialog[open]';

export function otherDialogOpen(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector(OTHER_DIALOG_SELECTOR) !== null;
}
