/** Superseded by the app-wide OfflineBanner (components/OfflineBanner.tsx): one offline surface, not two on the lobby. */
export function LastUpdatedMark(_props: { paths?: readonly string[] }) {
  return null;
}
