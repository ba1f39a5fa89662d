import { PARCEL_STATES } from '@yolla/contract/parcel-lifecycle';
import type { UrlLang } from '@yolla/i18n';
import { Form, href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { anchorClass, Group } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { PACKAGE_SORTS, PARCEL_ORIGINS, type PackagesQuery } from '../../components/parcels/packages-search.ts';

/**
 * The list's filter: a plain GET form whose fields are the page's query (search, statuses, origins, sort), so it
 * works without JavaScript; with it, React Router sends the same query without a full load. Statuses and origins
 * are the spec's multi-select as native checkboxes, which a GET form sends as `?status=a&status=b`.
 */
export function PackagesFilter({ lang, query }: { lang: UrlLang; query: PackagesQuery }) {
  const { t } = useTranslation('packages');
  const common = useTranslation('common').t;
  return (
    <Form method="get" role="search" aria-label={t('filter.label')} className="packages-filter" preventScrollReset>
      <Group align="end" gap="sm">
        <TextInput
          type="search"
          name="q"
          label={t('filter.search')}
          defaultValue={query.q}
          maxLength={60}
          className="packages-filter__search"
        />
        <NativeSelect
          name="sort"
          label={t('filter.sort')}
          defaultValue={query.sort}
          data={PACKAGE_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        />
      </Group>
      <fieldset className="packages-filter__choices">
        <legend>{t('filter.status')}</legend>
        {PARCEL_STATES.map((state) => (
          <Checkbox
            key={state}
            name="status"
            value={state}
            label={t(`states.${state}`)}
            defaultChecked={query.status.includes(state)}
          />
        ))}
      </fieldset>
      <fieldset className="packages-filter__choices">
        <legend>{t('filter.origin')}</legend>
        {PARCEL_ORIGINS.map((origin) => (
          <Checkbox
            key={origin}
            name="origin"
            value={origin}
            label={common(`origins.${origin}`)}
            defaultChecked={query.origin.includes(origin)}
          />
        ))}
      </fieldset>
      <Group gap="md" align="start">
        <Button type="submit" data-testid="packages-filter-submit">
          {t('filter.submit')}
        </Button>
        <AppLink to={href('/:lang/cabinet/packages', { lang })} className={anchorClass({ size: 'sm' })}>
          {t('filter.reset')}
        </AppLink>
      </Group>
    </Form>
  );
}
