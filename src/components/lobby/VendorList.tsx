import type { GameVendor } from '../../../contract/wps';
import { useT } from '../../i18n';

/**
 * The category's providers as a row of filter chips (GCSGAME_gameList), new ones badged (GCSGAME_newGameVendor).
 * A provider known only by its code has no chip: codes are never shown.
 */
export function VendorList({ vendors, names, fresh, selected, onSelect }: {
  vendors: readonly GameVendor[]; names: ReadonlyMap<string, string>; fresh: ReadonlySet<string>; selected: string | null; onSelect: (vendor: string | null) => void;
}) {
  const t = useT();
  const named = vendors.filter((v) => names.has(v.vendor));
  if (named.length === 0) return null;
  return (
    <ul className="vendors" aria-label={t('vendors')} data-testid="vendor-list">
      <li><button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>{t('vendor_all')}</button></li>
      {named.map((v) => (
        <li key={`${v.category}-${v.vendor}`} data-vendor={v.vendor} data-category={v.category}>
          <button type="button" aria-pressed={selected === v.vendor} onClick={() => onSelect(v.vendor)}>
            {names.get(v.vendor)} <small>{v.gameCount}</small>
            {fresh.has(v.vendor) && <span className="badge">{t('vendor_new')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
