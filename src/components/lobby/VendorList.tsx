import type { GameVendor } from '../../../contract/wps';
import { useT } from '../../i18n';

/** The category's vendors as filter toggles (GCSGAME_gameList), new ones badged (GCSGAME_newGameVendor). */
export function VendorList({ vendors, fresh, selected, onSelect }: {
  vendors: readonly GameVendor[]; fresh: ReadonlySet<string>; selected: string | null; onSelect: (vendor: string | null) => void;
}) {
  const t = useT();
  if (vendors.length === 0) return null;
  return (
    <ul className="vendors" aria-label={t('vendors')} data-testid="vendor-list">
      <li><button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>{t('vendor_all')}</button></li>
      {vendors.map((v) => (
        <li key={`${v.category}-${v.vendor}`} data-vendor={v.vendor} data-category={v.category}>
          <button type="button" aria-pressed={selected === v.vendor} onClick={() => onSelect(v.vendor)}>
            {v.name} <small>({v.gameCount})</small>
            {fresh.has(v.vendor) && <span className="badge">{t('vendor_new')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
