import { IconMapPinPlus, IconTruckDelivery } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { answerFor, type IntentAnswer } from '../../components/form/intent.tsx';
import { Alert, Card, Group, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { AddressForm } from './address-form.tsx';
import { AddressList } from './address-list.tsx';
import type { AddressesPage } from './address-view.ts';
import { addressesSearch } from './addresses-search.ts';
import type { AddressIntent } from './addresses.server.ts';

export interface AddressesScreenProps {
  lang: UrlLang;
  page: AddressesPage;
  /** The action's answer to a refused form (its `intent` says which form). */
  answer: IntentAnswer<AddressIntent> | null;
}

/**
 * The customer's delivery addresses: the list (default first) with its actions, the form chosen by the query
 * (`?add`, `?edit={id}`) and a deletion's confirm step in its card (`?delete={id}`), so every step is a link or a
 * plain form and works without JavaScript.
 */
export function AddressesScreen({ lang, page, answer }: AddressesScreenProps) {
  const { t } = useTranslation('addresses');
  const base = href('/:lang/cabinet/addresses', { lang });
  const header = (
    <div>
      <Title order={1} look={2}>
        {t('title')}
      </Title>
      <Text dimmed className="addresses__intro">
        {t('intro')}
      </Text>
    </div>
  );
  if (!page.ok) {
    return (
      <Stack gap="lg" className="addresses">
        {header}
        <FormMessage message={page.message} testId="addresses-unavailable" />
      </Stack>
    );
  }

  const { panel, addresses, returnTo } = page;
  const current = 'id' in panel ? addresses.find((address) => address.id === panel.id) : undefined;
  const formOpen = panel.kind === 'add' || panel.kind === 'edit';
  const addLink = addressesSearch.href(base, { add: true, return: returnTo });
  // A deletion refused for a reason of that address (an open courier order goes there) shows on it.
  const deletion = answerFor(answer, 'delete');
  const refused = deletion?.values.id ? { id: deletion.values.id, message: deletion.message ?? '' } : null;

  return (
    <Stack gap="lg" className="addresses">
      <Group justify="between" align="end">
        {header}
        {panel.kind === 'list' && addresses.length > 0 ? (
          <LinkButton to={addLink} leftSection={<IconMapPinPlus size={18} aria-hidden />}>
            {t('add')}
          </LinkButton>
        ) : null}
      </Group>
      {formOpen || refused ? null : <FormMessage message={answer?.message} />}
      {returnTo && !formOpen ? (
        <Alert tone="teal" icon={<IconTruckDelivery size={20} aria-hidden />} data-testid="addresses-return">
          <Stack gap="xs">
            <Text>{t('return.text')}</Text>
            <div>
              <LinkButton to={returnTo}>{t('return.link')}</LinkButton>
            </div>
          </Stack>
        </Alert>
      ) : null}

      {formOpen ? (
        <AddressForm
          key={current?.id ?? 'new'}
          base={base}
          address={current}
          country={page.country}
          cities={page.cities}
          postalExample={page.postalExample}
          phoneExample={page.phoneExample}
          answer={answer}
          returnTo={returnTo}
        />
      ) : null}

      {addresses.length > 0 ? (
        <AddressList
          base={base}
          addresses={addresses}
          deleting={panel.kind === 'delete' ? panel.id : null}
          refused={refused}
        />
      ) : panel.kind === 'add' ? null : (
        <Card className="addresses__empty" data-testid="addresses-empty">
          <Stack gap="sm" className="addresses__empty-inner">
            <IconBadge size={48} round light>
              <IconMapPinPlus size={26} aria-hidden />
            </IconBadge>
            <Title order={2} look={4}>
              {t('empty.title')}
            </Title>
            <Text dimmed>{t('empty.text')}</Text>
            <LinkButton to={addLink} size="md">
              {t('add')}
            </LinkButton>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
