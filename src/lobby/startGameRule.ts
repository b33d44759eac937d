/**
 * Spec section 5: a lottery launch is blocked with label_start_game_error when STARTGAMEINAPP3 is on
 * and the player is neither in the native app nor on the home screen.
 */
export interface LaunchContext { inApp: boolean; homescreen: boolean }

export function startGameBlocked(lottery: boolean, startGameInApp: boolean, ctx: LaunchContext): boolean {
  return lottery && startGameInApp && !ctx.inApp && !ctx.homescreen;
}
