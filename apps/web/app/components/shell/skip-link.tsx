import { useTranslation } from '../../lib/i18n.tsx';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('nav.skip')}
    </a>
  );
}
