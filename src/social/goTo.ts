/** Navigates outside React (URL results, dialogs on their own root): wouter follows history changes. */
import { navigate } from 'wouter/use-browser-location';

export function goTo(target: string): void {
  navigate(target, { replace: true });
}
