import { anchorClass, VisuallyHidden } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { LinkView } from './buy-for-me-view.ts';

/**
 * A product's page in the shop, shown as its host and path: it opens in a new tab, tells nothing of our site to
 * the shop (`noopener noreferrer`) and lends it no weight (`nofollow`). A link that is not http(s) is text only.
 */
export function ProductLink({ link }: { link: LinkView }) {
  const { t } = useTranslation('buyForMe');
  if (!link.href) return <span className="buy-for-me__link">{link.text}</span>;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={`${anchorClass({ size: 'sm', underline: true })} buy-for-me__link`}
      data-testid="buy-for-me-link"
    >
      {link.text}
      <VisuallyHidden> {t('detail.new_tab')}</VisuallyHidden>
    </a>
  );
}
