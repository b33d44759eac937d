import { useT } from '../../i18n';

/** A provider of one of the page's categories (a lane's cards of GCSGAME_newGameVendor). */
export interface VendorChip { vendor: string; category: string }

/**
 * The category's providers as a row of filter chips; choosing one asks the game list for that provider only.
 * A provider known only by its code has no chip: codes are never shown.
 */
export function VendorList({ vendors, names, selected, onSelect }: {
  vendors: readonly VendorChip[]; names: ReadonlyMap<string, string>; selected: string | null; onSelect: (vendor: string | null) => void;
}) {
  const t = useT();
  const named = vendors.filter((v, i) => names.has(v.vendor) && vendors.findIndex((x) => x.vendor === v.vendor) === i);
  if (named.length === 0) return null;
  return (
    <ul className="vendors" aria-label={t('vendors')} data-testid="vendor-list">
      <li><button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>{t('vendor_all')}</button></li>
      {named.map((v) => (
        <li key={`${v.category}-${v.vendor}`} data-vendor={v.vendor} data-category={v.category}>
          <button type="button" aria-pressed={selected === v.vendor} onClick={() => onSelect(v.vendor)}>
            {names.get(v.vendor)}
          </button>
        </li>
      ))}
    </ul>
  );
}
