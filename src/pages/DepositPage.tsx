import { useT } from '../i18n';

/** /mdeposit (members): built out by the member work; the route exists so every part can link to it. */
export default function DepositPage() {
  const t = useT();
  return (
    <section className="pad">
      <h1>{t('member_deposit')}</h1>
    </section>
  );
}
