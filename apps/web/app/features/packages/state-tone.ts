import type { ParcelState } from '@yolla/contract/parcel-lifecycle';

type Tone = 'blue' | 'grape' | 'teal' | 'gray' | 'red';

/** The badge colour of a parcel's state: grape when the customer must declare it or it waits on customs, red when held. */
export function stateTone(state: ParcelState): Tone {
  switch (state) {
    case 'unknown_arrival':
      return 'grape';
    case 'held':
    case 'returned':
      return 'red';
    case 'ready_for_pickup':
    case 'delivered':
      return 'teal';
    case 'expected':
      return 'gray';
    case 'at_customs':
      return 'grape';
    default:
      return 'blue';
  }
}
