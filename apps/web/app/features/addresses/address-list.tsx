import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { Form, useNavigation } from 'react-router';
import { Badge, Card, Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { AddressView } from './address-view.ts';

/** The addresses, the default first: where each is, its phone and note, and what can be done with it. */
export function AddressList({ base, addresses }: { base: string; addresses: AddressView[] }) {
  const { t } = useTranslation('addresses');
  const navigation = useNavigation();
  const moving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'make-default';
  const movingId = moving ? navigation.formData?.get('id') : null;

  return (
    <ul className="addresses__list" aria-label={t('list_label')}>
      {addresses.map((address) => {
        const labelId = `address-${address.id}`;
        return (
          <Card as="li" key={address.id} className="address-card" data-testid="address-card">
            <Group justify="between" align="start" nowrap>
              <Stack gap={4}>
                <Text weight={600} id={labelId}>
                  {address.line}
                </Text>
                <Text size="sm" dimmed>
                  {address.phoneShown}
                </Text>
                {address.note ? (
                  <Text size="sm" dimmed className="address-card__note">
                    {address.note}
                  </Text>
                ) : null}
              </Stack>
              {address.isDefault ? <Badge data-testid="default-badge">{t('default_badge')}</Badge> : null}
            </Group>
            <Group gap="xs" className="address-card__actions">
              <LinkButton
                to={{ pathname: base, search: `?edit=${address.id}` }}
                variant="light"
                size="sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-describedby={labelId}
              >
                {t('edit')}
              </LinkButton>
              {address.isDefault ? null : (
                <Form method="post" action={base}>
                  <input type="hidden" name="intent" value="make-default" />
                  <input type="hidden" name="id" value={address.id} />
                  <Button
                    type="submit"
                    variant="default"
                    size="sm"
                    loading={movingId === address.id}
                    leftSection={<IconStar size={16} aria-hidden />}
                    aria-describedby={labelId}
                  >
                    {t('make_default')}
                  </Button>
                </Form>
              )}
              <LinkButton
                to={{ pathname: base, search: `?delete=${address.id}` }}
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-describedby={labelId}
              >
                {t('delete')}
              </LinkButton>
            </Group>
          </Card>
        );
      })}
    </ul>
  );
}
