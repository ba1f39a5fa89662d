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
 * The list's filter: a plain GET form whose fields are the page's query (search, origins, sort), so it works without
 * JavaScript; with it, React Router sends the same query without a full load. Origins are the spec's multi-select as
 * native checkboxes, which a GET form sends as `?origin=a&origin=b`. The status is the tabs' (one control for it):
 * the form carries the chosen one along. It folds behind one native disclosure, open while a filter is on, so on a
 * phone the list starts within the first screen.
 */
export function PackagesFilter({ lang, query }: { lang: UrlLang; query: PackagesQuery }) {
  const { t } = useTranslation('packages');
  const common = useTranslation('common').t;
  const filtered = query.q !== '' || query.origin.length > 0 || query.sort !== 'newest';
  return (
    <details className="packages-filter" open={filtered} data-testid="packages-filter">
      <summary className="packages-filter__toggle">{t('filter.toggle')}</summary>
      <Form
        method="get"
        role="search"
        aria-label={t('filter.label')}
        className="packages-filter__form"
        preventScrollReset
      >
        {query.status.map((state) => (
          <input key={state} type="hidden" name="status" value={state} />
        ))}
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
    </details>
  );
}
