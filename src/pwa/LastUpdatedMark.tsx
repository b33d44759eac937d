/** A small "offline, last updated" mark for the lobby when its banners or lanes came from the last good copy. */
import { useSnapshot } from 'valtio';
import { RELAY, WPS } from '../../contract/wps';
import { formatEndTime } from '../components/formatEndTime';
import { useT } from '../i18n';
import { oldestCopy, state } from './lastGood';

const LOBBY_PATHS: readonly string[] = [WPS.relay + RELAY.banners, WPS.relay + RELAY.gameLanes];

export function LastUpdatedMark({ paths = LOBBY_PATHS }: { paths?: readonly string[] }) {
  const t = useT();
  const snap = useSnapshot(state);
  const date = oldestCopy(snap.servedFrom, paths);
  if (!date) return null;
  return (
    <p className="last-updated" role="status" data-testid="last-updated" style={{ margin: '4px 16px', fontSize: '0.8em', opacity: 0.8 }}>
      <time dateTime={date}>{t('offline_last_updated', { time: formatEndTime(date) })}</time>
    </p>
  );
}
