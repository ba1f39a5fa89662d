import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { Card, Stack, Text, Title, anchorClass } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { PackagePage } from './package.server.ts';
import { PhotoViewer, photoTarget } from './photo-viewer.tsx';

/**
 * The warehouse's photos as thumbnails, each opening the photo viewer (one photo filling the screen, with the
 * original as a download), and the invoice's download. Both come through the web's file route, never from the API itself.
 */
export function PackageFiles({ lang, parcel }: { lang: UrlLang; parcel: PackagePage['parcel'] }) {
  const { t } = useTranslation('packages');
  const fileHref = (file: string) => href('/:lang/cabinet/packages/:id/files/:file', { lang, id: parcel.id, file });
  return (
    <Card>
      <Stack gap="md">
        {parcel.photos.length > 0 ? (
          <section aria-labelledby="package-photos">
            <Title order={2} look={4} id="package-photos">
              {t('detail.photos')}
            </Title>
            <ul className="package-photos" data-testid="package-photos">
              {parcel.photos.map((photo, index) => (
                <li key={photo}>
                  <a href={`#${photoTarget(index + 1)}`} aria-label={t('detail.photo_full', { number: index + 1 })}>
                    <img
                      src={fileHref(photo)}
                      alt={t('detail.photo', { number: index + 1 })}
                      width={160}
                      height={160}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
            <PhotoViewer photos={parcel.photos} href={fileHref} />
          </section>
        ) : null}
        <section aria-labelledby="package-invoice">
          <Title order={2} look={4} id="package-invoice">
            {t('detail.invoice')}
          </Title>
          {parcel.invoice ? (
            <a
              href={fileHref('invoice')}
              download
              className={anchorClass({ underline: true })}
              data-testid="package-invoice-link"
            >
              {t('detail.invoice_download')}
            </a>
          ) : (
            <Text>{t('detail.no_invoice')}</Text>
          )}
        </section>
      </Stack>
    </Card>
  );
}
