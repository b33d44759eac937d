/**
 * The UI's side of the request layer. The client never imports state or React: the UI wires these
 * callbacks at start-up with configureClient(), and until then every hook is a no-op or null.
 */
export interface ClientHooks {
  /** Current session token, or null for a guest. Sent raw in the Authorization header. */
  getToken(): string | null;
  /** Current interface language code, sent in the Language header. */
  getLanguage(): string;
  /** Current merchant name, sent in the Merchant header (omitted while null). */
  getMerchant(): string | null;
  /** Session ended (HTTP 401, a logout code or CUSTOMER_NOT_LOGIN): log out and show the 'please login' notice. */
  onSessionExpired(): void;
  /** A failure the user should see; null means the UI shows its unknown-error text. */
  onAlert(message: string | null): void;
  /** Offline over https: the UI shows the network_offline toast. */
  onOfflineToast(): void;
  /** A 503, a 504 or system.unavailable: the UI marks an outage and probes until the server answers. */
  onOutage(): void;
  /** The server holds this session on a forced password change: the UI goes to /m/changePsw. */
  onPasswordChangeRequired(): void;
}

const DEFAULT_HOOKS: ClientHooks = {
  getToken: () => null,
  getLanguage: () => '',
  getMerchant: () => null,
  onSessionExpired: () => {},
  onAlert: () => {},
  onOfflineToast: () => {},
  onOutage: () => {},
  onPasswordChangeRequired: () => {},
};

let current: ClientHooks = { ...DEFAULT_HOOKS };

/** Replaces the given hooks; hooks not named keep their current value. */
export function configureClient(partial: Partial<ClientHooks>): void {
  const next: ClientHooks = { ...current };
  for (const key of Object.keys(partial) as (keyof ClientHooks)[]) {
    const fn = partial[key];
    // An explicit undefined restores the default rather than leaving a hole.
    (next as unknown as Record<string, unknown>)[key] = fn ?? DEFAULT_HOOKS[key];
  }
  current = next;
}

/** Restores every hook to its default (tests, and a full sign-out of the UI). */
export function resetClientHooks(): void {
  current = { ...DEFAULT_HOOKS };
}

/** Runs a UI hook without letting a faulty callback break the request layer. */
export function callHook<K extends keyof ClientHooks>(
  name: K,
  ...args: Parameters<ClientHooks[K]>
): void {
  try {
    (current[name] as (...a: unknown[]) => void)(...args);
  } catch (err) {
    console.warn(`[api] hook ${name} threw`, err);
  }
}

/** Reads a getter hook; a throwing getter counts as "no value". */
export function readHook<K extends 'getToken' | 'getLanguage' | 'getMerchant'>(name: K): ReturnType<ClientHooks[K]> | null {
  try {
    return current[name]() as ReturnType<ClientHooks[K]>;
  } catch (err) {
    console.warn(`[api] hook ${name} threw`, err);
    return null;
  }
}
