/** Free play is a tap away but rarely used: its code loads on the first tap, not with the lobby. */
export function tryGame(gameId: string, nodeId: string): void {
  void import('../../lobby/trial').then((m) => m.startTrial(gameId, nodeId)).catch((e: unknown) => {
    console.error('[trial] could not load the trial launcher', e);
  });
}
