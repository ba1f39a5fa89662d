import type { BuyForMeState } from '@yolla/contract/buy-for-me-lists';

type Tone = 'blue' | 'grape' | 'teal' | 'gray';

/** The badge colour of an order's state: grape while it waits for the customer, teal once it arrived. */
export function stateTone(state: BuyForMeState): Tone {
  switch (state) {
    case 'awaiting_payment':
    case 'price_changed':
      return 'grape';
    case 'arrived':
      return 'teal';
    case 'cancelled':
      return 'gray';
    default:
      return 'blue';
  }
}
