import { useId, useState, type FormEvent } from 'react';
import { PROMO_CODE_PATTERN } from '../../contract/member';
import { redeemPromoCode } from '../api/member';
import { useT } from '../i18n';

/** The promo-code feature (shown when PROMOFE_getPromoCodeEnable says so): checked here, redeemed by the server. */
export function PromoCodeForm() {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const value = code.trim();
    if (!PROMO_CODE_PATTERN.test(value)) {
      setResult({ ok: false, text: t('promo_code_invalid_format') });
      return;
    }
    setBusy(true);
    const env = await redeemPromoCode(value);
    setBusy(false);
    const reward = (env.value as { reward?: unknown } | null)?.reward;
    setResult(env.success && typeof reward === 'string'
      ? { ok: true, text: t('promo_code_done', { reward }) }
      : { ok: false, text: t('promo_code_failed') });
  };

  return (
    <form className="promo-code" onSubmit={(e) => void submit(e)} data-testid="promo-code">
      <h2>{t('promo_code_title')}</h2>
      <label htmlFor={id}>{t('promo_code_label')}</label>
      <input id={id} value={code} maxLength={20} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
      <button type="submit" className="btn" disabled={busy}>{t('promo_code_redeem')}</button>
      {result && <p role="status" data-ok={result.ok ? '1' : '0'}>{result.text}</p>}
    </form>
  );
}
