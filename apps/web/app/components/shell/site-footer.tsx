import { useTranslation } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { href } from 'react-router';
import { FOOTER_LINKS } from '../../lib/site-map.ts';
import { AppLink } from '../app-link.tsx';
import { anchorClass, Container, Group, Stack, Text } from '../ui/layout.tsx';

const link = anchorClass({ size: 'sm' });

/** Footer with the public pages, the customer's way in, and support contacts. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { lang, brand, auth } = useRootData();
  return (
    <footer className="site-footer">
      <Container>
        <Group justify="between" align="start" gap="xl">
          <Stack gap={4} className="site-footer-about">
            <Text weight={700}>{brand}</Text>
            <Text size="sm" dimmed>
              {t('footer.about')}
            </Text>
          </Stack>
          <Stack as="nav" gap={6} aria-label={t('footer.links')}>
            {FOOTER_LINKS.map((page) => (
              <AppLink key={page.route} to={href(page.route, { lang })} className={link}>
                {t(page.footer)}
              </AppLink>
            ))}
            <AppLink to={href(auth ? '/:lang/cabinet' : '/:lang/login', { lang })} className={link}>
              {auth ? t('nav.cabinet') : t('nav.sign_in')}
            </AppLink>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" weight={600}>
              {t('footer.support')}
            </Text>
            <a href="mailto:support@yolla.az" className={link}>
              support@yolla.az
            </a>
            <Text size="sm" dimmed>
              {t('footer.hours')}
            </Text>
          </Stack>
        </Group>
        <Text size="xs" dimmed className="site-footer-rights">
          {t('footer.rights', { year: new Date().getFullYear(), brand })}
        </Text>
      </Container>
    </footer>
  );
}
