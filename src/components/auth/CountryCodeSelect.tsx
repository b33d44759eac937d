import { useEffect, useState } from 'react';
import type { Country } from '../../../contract/wps';
import { getCountry } from '../../api';
import { useT } from '../../i18n';
import { Select } from '../../ui';

const DIALING = /^\d{1,4}$/;

/** The country's flag from its two-letter code (regional indicator letters); nothing for anything else. */
const flagOf = (code: unknown): string =>
  typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) + ' ' : '';

/** Country dialing codes from /wps/system/country; the visitor's own country is preselected. */
export function CountryCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useT();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    void getCountry().then((env) => {
      if (!live || !env.success || !env.value || !Array.isArray(env.value.countries)) return;
      const list = env.value.countries.filter((c) => typeof c?.countryDialingCode === 'string' && DIALING.test(c.countryDialingCode));
      setCountries(list);
      const mine = env.value.countryDialingCode;
      if (!value) onChange(typeof mine === 'string' && DIALING.test(mine) ? mine : (list[0]?.countryDialingCode ?? ''));
    });
    return () => { live = false; };
    // Loaded once per form; value and onChange only matter for the first choice.
  }, []);
  return (
    <Select
      label={t('login_country_code')} name="countryDialingCode" value={value} onChange={(e) => onChange(e.target.value)}
      options={countries.map((c) => ({ value: c.countryDialingCode, label: `${flagOf(c.countryCode)}+${c.countryDialingCode} ${typeof c.name === 'string' ? c.name : c.countryCode}` }))}
    />
  );
}
