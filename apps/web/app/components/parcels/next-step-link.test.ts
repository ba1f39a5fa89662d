import { describe, expect, it } from 'vitest';
import { parcelPaymentSearch } from './parcel-payment-search.ts';
import { nextStepTarget } from './next-step-link.tsx';

const parcel = { id: '10', tracking: 'TBA123456789' };

describe("a parcel's next step leads where it is done", () => {
  it('declaring an arrival opens its own declaration page', () => {
    expect(nextStepTarget('en', parcel, 'declare', '/en/cabinet')).toBe('/en/cabinet/packages/TBA123456789/edit');
  });

  it('paying opens the payment of this parcel, which comes back to the page it was opened from', () => {
    const target = new URL(nextStepTarget('ge', parcel, 'pay', '/ge/cabinet'), 'http://yolla.test');
    expect(target.pathname).toBe('/ge/cabinet/wallet/pay');
    expect(parcelPaymentSearch.parse(target.searchParams)).toEqual({ parcels: ['10'], back: '/ge/cabinet' });
  });

  it("choosing the delivery and picking it up open the parcel's delivery card", () => {
    expect(nextStepTarget('az', parcel, 'choose_delivery', '/az/cabinet')).toBe('/az/cabinet/packages/10#delivery');
    expect(nextStepTarget('ru', parcel, 'pick_up', '/ru/cabinet')).toBe('/ru/cabinet/packages/10#delivery');
  });
});
