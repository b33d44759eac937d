import { useEffect, useId, useState } from 'react';
import type { Country } from '../../../contract/wps';
import { getCountry } from '../../api';
import { useT } from '../../i18n';

const DIALING = /^\d{1,4}$/;

/** Country dialing codes from /wps/system/country; the visitor's own country is preselected. */
export function CountryCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useT();
  const id = useId();
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
    <>
      <label htmlFor={id}>{t('login_country_code')}</label>
      <select id={id} name="countryDialingCode" value={value} onChange={(e) => onChange(e.target.value)}>
        {countries.map((c) => (
          <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
            +{c.countryDialingCode} {typeof c.name === 'string' ? c.name : c.countryCode}
          </option>
        ))}
      </select>
    </>
  );
}
