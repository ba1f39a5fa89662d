import { ApiError } from '../../lib/api-error.ts';

export const buyForMeErrors = {
  notFound: () => new ApiError('buy_for_me.not_found'),
  /** The links whose host is not public, each on its own field (`items.N.link`). */
  privateLinks: (indexes: readonly number[]) =>
    new ApiError('buy_for_me.private_link', {
      fields: Object.fromEntries(
        indexes.map((index) => [`items.${index}.link`, [{ key: 'errors.buy_for_me.private_link' }]]),
      ),
    }),
  currencyNotHeld: () =>
    new ApiError('wallet.currency_not_held', {
      fields: { pay_currency: [{ key: 'errors.wallet.currency_not_held' }] },
    }),
  noRate: () => new ApiError('wallet.no_rate'),
  insufficientFunds: () => new ApiError('wallet.insufficient_funds'),
  impossibleTransition: () => new ApiError('buy_for_me.impossible_transition'),
  unknownOrder: () => new ApiError('buy_for_me.unknown_order'),
  eventConflict: () => new ApiError('buy_for_me.event_conflict'),
};
