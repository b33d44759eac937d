import { useT } from '../i18n';

/** /m/member/inbox (members): built out by the member work; the route exists so every part can link to it. */
export default function InboxPage() {
  const t = useT();
  return (
    <section className="pad">
      <h1>{t('member_inbox')}</h1>
    </section>
  );
}
