/**
 * The parcel lifecycle, written once: its states, the warehouse system's events, and which event moves a parcel
 * from which states to which. The API refuses any other move (`parcels.impossible_transition`); the web draws the
 * timeline from it; `docs/parcel-lifecycle.md` draws it. No zod here: the cabinet's pages import it.
 */
export const PARCEL_STATES = [
  /** Received by a foreign warehouse before anyone declared it; attached to a customer by the suite code. */
  'unknown_arrival',
  /** Declared by the customer, not yet seen by the warehouse. */
  'expected',
  /** At the foreign warehouse: weighed, measured, photographed, its shipping cost known. */
  'received',
  /** Left the foreign warehouse in a batch. */
  'shipped',
  'at_customs',
  /** Held by customs, with a reason. */
  'held',
  'at_local_warehouse',
  'ready_for_pickup',
  'delivered',
  'returned',
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

export const PARCEL_EVENTS = [
  'received',
  'shipped',
  'at_customs',
  'held',
  'released',
  'at_local_warehouse',
  'ready_for_pickup',
  'delivered',
  'returned',
] as const;
export type ParcelEvent = (typeof PARCEL_EVENTS)[number];

/**
 * The allowed moves: an event is accepted only from the states it names. `received` for a number nobody declared
 * creates the parcel in `unknown_arrival` (see `arrivalState`); declaring an unknown arrival makes it `received`.
 */
export const PARCEL_TRANSITIONS: Record<ParcelEvent, { from: readonly ParcelState[]; to: ParcelState }> = {
  received: { from: ['expected'], to: 'received' },
  shipped: { from: ['received'], to: 'shipped' },
  at_customs: { from: ['shipped'], to: 'at_customs' },
  held: { from: ['at_customs'], to: 'held' },
  released: { from: ['held'], to: 'at_customs' },
  at_local_warehouse: { from: ['at_customs'], to: 'at_local_warehouse' },
  ready_for_pickup: { from: ['at_local_warehouse'], to: 'ready_for_pickup' },
  delivered: { from: ['at_local_warehouse', 'ready_for_pickup'], to: 'delivered' },
  returned: { from: ['unknown_arrival', 'received', 'held'], to: 'returned' },
};

/** The state an event leads to from a state, or null when the lifecycle does not allow it. */
export function nextState(from: ParcelState, event: ParcelEvent): ParcelState | null {
  const rule = PARCEL_TRANSITIONS[event];
  return rule.from.includes(from) ? rule.to : null;
}

/** States in which the parcel is still at the foreign warehouse or on its way there: the declaration may change. */
export const EDITABLE_STATES: readonly ParcelState[] = ['unknown_arrival', 'expected', 'received'];
/** States before the local warehouse: the delivery choice may change. */
export const DELIVERY_CHANGEABLE_STATES: readonly ParcelState[] = [
  'unknown_arrival',
  'expected',
  'received',
  'shipped',
  'at_customs',
  'held',
];
/** States in which the company still owes the customer the parcel: account deletion waits for them. */
export const OPEN_STATES: readonly ParcelState[] = PARCEL_STATES.filter(
  (state) => state !== 'delivered' && state !== 'returned',
);

/** Open parcels the warehouse has weighed and measured: their shipping cost is known. */
export const PRICED_STATES: readonly ParcelState[] = OPEN_STATES.filter((state) => state !== 'expected');

/** The order of the main road, for the timeline and for sorting by status. */
export const MAIN_ROAD: readonly ParcelState[] = [
  'expected',
  'received',
  'shipped',
  'at_customs',
  'at_local_warehouse',
  'ready_for_pickup',
  'delivered',
];

/** What the customer must do next, if anything. */
export type NextAction = 'declare' | 'pay' | 'choose_delivery' | 'pick_up';

export function nextAction(parcel: {
  state: ParcelState;
  cost_due: boolean;
  delivery_chosen: boolean;
}): NextAction | null {
  if (parcel.state === 'unknown_arrival') return 'declare';
  if (parcel.state === 'delivered' || parcel.state === 'returned') return null;
  if (parcel.cost_due) return 'pay';
  if (!parcel.delivery_chosen && DELIVERY_CHANGEABLE_STATES.includes(parcel.state)) return 'choose_delivery';
  if (parcel.state === 'ready_for_pickup') return 'pick_up';
  return null;
}
