import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { href } from 'react-router';
import { FOOTER_LINKS } from '../../lib/site-map.ts';
import { AppLink } from '../app-link.tsx';

/** Footer with the public pages, the customer's way in, and support contacts. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { lang, brand, auth } = useRootData();
  return (
    <Box component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={4} maw={360}>
            <Text fw={700}>{brand}</Text>
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label={t('footer.links')}>
            {FOOTER_LINKS.map((page) => (
              <Anchor key={page.route} component={AppLink} to={href(page.route, { lang })} size="sm">
                {t(page.footer)}
              </Anchor>
            ))}
            <Anchor component={AppLink} to={href(auth ? '/:lang/cabinet' : '/:lang/login', { lang })} size="sm">
              {auth ? t('nav.cabinet') : t('nav.sign_in')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('footer.support')}
            </Text>
            <Anchor href="mailto:support@yolla.az" size="sm">
              support@yolla.az
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('footer.hours')}
            </Text>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          {t('footer.rights', { year: new Date().getFullYear(), brand })}
        </Text>
      </Container>
    </Box>
  );
}
