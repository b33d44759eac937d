/** The `go` rule lives in the contract so the service worker applies the very same one to notification targets. */
export { GO_MAX_LENGTH, safeGo } from '../../contract/go.ts';
