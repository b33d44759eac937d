import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useT } from '../../i18n';
import { fetchImageCaptcha } from '../../captcha/imageCaptcha';
import { Input } from '../../ui';

/**
 * The image captcha a refused login asks for: the picture, a refresh button and the code field. `image` is the
 * picture the login machine fetched; refresh draws a new one here. Without a picture the button offers a retry.
 */
export function ImageCaptchaField({ image, value, onChange, error }: {
  image: string | null; value: string; onChange: (v: string) => void; error?: string;
}) {
  const t = useT();
  const [src, setSrc] = useState(image);
  const [loading, setLoading] = useState(false);
  useEffect(() => setSrc(image), [image]);

  async function refresh() {
    if (loading) return;
    setLoading(true);
    try {
      setSrc(await fetchImageCaptcha());
      onChange('');
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="captcha-row" data-testid="image-captcha">
      <Input label={t('captcha_image_label')} name="captcha" autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={6}
        value={value} error={error} onChange={(e) => onChange(e.target.value.replace(/[^A-Za-z0-9]/g, ''))} />
      <div className="captcha-pic">
        {src ? <img src={src} width={120} height={40} alt={t('captcha_image_alt')} /> : <span className="captcha-missing">{t('captcha_image_failed')}</span>}
        <button type="button" className="captcha-refresh" onClick={() => void refresh()} aria-busy={loading || undefined}
          aria-label={t('captcha_image_refresh')} title={t('captcha_image_refresh')} data-testid="captcha-refresh">
          <RefreshCw size={20} aria-hidden="true" className={loading ? 'spinning' : undefined} />
        </button>
      </div>
    </div>
  );
}
