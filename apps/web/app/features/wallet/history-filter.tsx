import type { WalletCurrency } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import { Form, href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { anchorClass, Group } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { LINE_KINDS, type WalletQuery } from './wallet-search.ts';

/**
 * The history's filters: a plain GET form whose fields are the page's query (currency, type, from, to), so it
 * works without JavaScript and the address keeps them; a new filter starts again at the first page.
 */
export function HistoryFilter(props: { lang: UrlLang; query: WalletQuery; currencies: WalletCurrency[] }) {
  const { lang, query, currencies } = props;
  const { t } = useTranslation('wallet');
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('history.filter.label')}
      className="wallet-filter"
      preventScrollReset
      data-testid="wallet-filter"
    >
      <Group align="end" gap="sm">
        <NativeSelect
          name="currency"
          label={t('history.filter.currency')}
          defaultValue={query.currency ?? ''}
          data={[
            { value: '', label: t('history.filter.all_currencies') },
            ...currencies.map((code) => ({ value: code, label: code })),
          ]}
        />
        <NativeSelect
          name="kind"
          label={t('history.filter.kind')}
          defaultValue={query.kind ?? ''}
          data={[
            { value: '', label: t('history.filter.all_kinds') },
            ...LINE_KINDS.map((kind) => ({ value: kind, label: t(`history.kinds.${kind}`) })),
          ]}
        />
        <TextInput type="date" name="from" label={t('history.filter.from')} defaultValue={query.from ?? ''} />
        <TextInput type="date" name="to" label={t('history.filter.to')} defaultValue={query.to ?? ''} />
        <Button type="submit" data-testid="wallet-filter-submit">
          {t('history.filter.submit')}
        </Button>
        <AppLink to={href('/:lang/cabinet/wallet', { lang })} className={anchorClass({ size: 'sm' })}>
          {t('history.filter.reset')}
        </AppLink>
      </Group>
    </Form>
  );
}
