// React 19 has useSyncExternalStore built in; wouter's import of the pre-18 shim is aliased here (vite.config.ts),
// so the shim's code never ships.
export { useSyncExternalStore } from 'react';
