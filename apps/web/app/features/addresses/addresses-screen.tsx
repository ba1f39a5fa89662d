import { IconAlertCircle, IconMapPinPlus } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { Alert, Card, Group, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { AddressForm } from './address-form.tsx';
import { AddressList } from './address-list.tsx';
import type { AddressesPage } from './address-view.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { Refusal } from './refusal.tsx';

export interface AddressesScreenProps {
  lang: UrlLang;
  page: AddressesPage;
  /** The action's answer to a refused form (`intent` among its kept values says which form). */
  answer: FormAnswer | null;
}

/**
 * The customer's delivery addresses: the list (default first) with its actions, and one panel at a time chosen by
 * the address (`?add`, `?edit={id}`, `?delete={id}`), so every step is a link or a plain form and works without
 * JavaScript.
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
        <Alert tone="red" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="addresses-unavailable">
          {page.message}
        </Alert>
      </Stack>
    );
  }

  const { panel, addresses } = page;
  const current = 'id' in panel ? addresses.find((address) => address.id === panel.id) : undefined;
  const formOpen = panel.kind === 'add' || panel.kind === 'edit';
  const addLink = { pathname: base, search: '?add' };

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
      {answer?.message && !formOpen && panel.kind !== 'delete' ? <Refusal message={answer.message} /> : null}

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
        />
      ) : null}
      {panel.kind === 'delete' && current ? (
        <DeleteConfirm base={base} address={current} others={addresses.length - 1} message={answer?.message ?? null} />
      ) : null}

      {addresses.length > 0 ? (
        <AddressList base={base} addresses={addresses} />
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
