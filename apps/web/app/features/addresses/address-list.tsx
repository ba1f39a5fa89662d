import { IconPencil, IconStar } from '@tabler/icons-react';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { RemoveConfirmList } from '../../components/remove-confirm-list.tsx';
import { Badge, Card, Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { addressesSearch } from './addresses-search.ts';
import type { AddressView } from './address-view.ts';

function MakeDefault({ base, address, labelId }: { base: string; address: AddressView; labelId: string }) {
  const { t } = useTranslation('addresses');
  const moving = useIntentPending('make-default', { field: 'id', value: address.id });
  return (
    <Form method="post" action={base}>
      <IntentField intent="make-default" />
      <input type="hidden" name="id" value={address.id} />
      <Button
        type="submit"
        variant="default"
        size="sm"
        loading={moving}
        leftSection={<IconStar size={16} aria-hidden />}
        aria-describedby={labelId}
      >
        {t('make_default')}
      </Button>
    </Form>
  );
}

/**
 * The addresses, the default first: where each is, its phone and note, and what can be done with it; deleting one
 * asks first in its card (`?delete={id}`).
 */
export function AddressList(props: {
  base: string;
  addresses: AddressView[];
  deleting: string | null;
  /** A deletion the API refused for this address's sake (an open courier order goes there), with its reason. */
  refused?: { id: string; message: string } | null;
}) {
  const { base, addresses } = props;
  const { t } = useTranslation('addresses');
  const others = addresses.length - 1;
  return (
    <RemoveConfirmList
      className="addresses__list"
      label={t('list_label')}
      items={addresses}
      idOf={(address) => address.id}
      labelPrefix="address"
      confirming={props.deleting}
      linkTo={(id) => addressesSearch.href(base, { delete: id })}
      intent="delete"
      idField="id"
      question={(address) => (
        <>
          <strong>{t('confirm.title')}</strong> {t('confirm.text', { address: address.line })}
          {address.isDefault && others > 0 ? ` ${t('confirm.default_text')}` : null}
        </>
      )}
      words={{ remove: t('delete'), confirm: t('confirm.delete'), keep: t('confirm.keep') }}
      size="sm"
      row={(address, { labelId, removal, confirming }) => (
        <Card as="li" className="address-card" data-testid="address-card">
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
          {props.refused?.id === address.id ? (
            <FormMessage message={props.refused.message} testId="address-in-use" />
          ) : null}
          <Group gap="xs" className="address-card__actions">
            {confirming ? null : (
              <>
                <LinkButton
                  to={addressesSearch.href(base, { edit: address.id })}
                  variant="light"
                  size="sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-describedby={labelId}
                >
                  {t('edit')}
                </LinkButton>
                {address.isDefault ? null : <MakeDefault base={base} address={address} labelId={labelId} />}
              </>
            )}
            {removal}
          </Group>
        </Card>
      )}
    />
  );
}
