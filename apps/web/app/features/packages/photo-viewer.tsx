import { useTranslation } from '../../lib/i18n.tsx';

/** The address fragment of a photo's view, `#photo-2`. */
export const photoTarget = (number: number) => `photo-${number}`;

/**
 * The warehouse's photos one at a time, filling the screen: each view is an element the address's fragment opens
 * (`#photo-2`, CSS `:target`), so it works without JavaScript, the browser's Back closes it, and on a phone the
 * photo fits the screen. Previous, next and close are links; the original comes as a download.
 */
export function PhotoViewer({ photos, href }: { photos: readonly string[]; href: (photo: string) => string }) {
  const { t } = useTranslation('packages');
  const count = photos.length;
  return (
    <>
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <section
            key={photo}
            id={photoTarget(number)}
            className="photo-viewer"
            aria-label={t('detail.photo_of', { number, count })}
            data-testid="photo-viewer"
          >
            <div className="photo-viewer__bar">
              <span>{t('detail.photo_of', { number, count })}</span>
              <a href="#package-photos" className="photo-viewer__link">
                {t('detail.photo_close')}
              </a>
            </div>
            <img src={href(photo)} alt={t('detail.photo', { number })} loading="lazy" decoding="async" />
            <div className="photo-viewer__bar">
              {number > 1 ? (
                <a href={`#${photoTarget(number - 1)}`} className="photo-viewer__link">
                  {t('detail.photo_previous')}
                </a>
              ) : (
                <span />
              )}
              <a href={`${href(photo)}?size=full`} download className="photo-viewer__link">
                {t('detail.photo_original')}
              </a>
              {number < count ? (
                <a href={`#${photoTarget(number + 1)}`} className="photo-viewer__link">
                  {t('detail.photo_next')}
                </a>
              ) : (
                <span />
              )}
            </div>
          </section>
        );
      })}
    </>
  );
}
