import type { NextAction } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { LinkButton } from '../ui/button.tsx';
import { parcelPaymentSearch } from './parcel-payment-search.ts';

/** The id of the parcel page's delivery card, where "Choose delivery" and "Pick it up" lead. */
export const DELIVERY_SECTION_ID = 'delivery';

/**
 * Where a parcel's next step is done: an arrival nobody declared is declared on its own change page (which knows the
 * warehouse that received it), a payment on the pay page (back to `back`), delivery on the parcel's delivery card.
 */
export function nextStepTarget(
  lang: UrlLang,
  parcel: { id: string; tracking: string },
  action: NextAction,
  back: string,
): string {
  switch (action) {
    case 'declare':
      return href('/:lang/cabinet/packages/:tracknumber/edit', { lang, tracknumber: parcel.tracking });
    case 'pay':
      return parcelPaymentSearch.href(href('/:lang/cabinet/wallet/pay', { lang }), { parcels: [parcel.id], back });
    case 'choose_delivery':
    case 'pick_up':
      return `${href('/:lang/cabinet/packages/:id', { lang, id: parcel.id })}#${DELIVERY_SECTION_ID}`;
  }
}

/** A parcel's next step as the button that does it (the parcel page and the dashboard's list of waiting parcels). */
export function NextStepLink({
  lang,
  parcel,
  action,
  back,
  size,
  testId,
}: {
  lang: UrlLang;
  parcel: { id: string; tracking: string };
  action: NextAction;
  back: string;
  size?: 'xs' | 'sm';
  testId?: string;
}) {
  const { t } = useTranslation('packages');
  return (
    <LinkButton to={nextStepTarget(lang, parcel, action, back)} size={size} data-testid={testId}>
      {t(`next.${action}`)}
    </LinkButton>
  );
}
