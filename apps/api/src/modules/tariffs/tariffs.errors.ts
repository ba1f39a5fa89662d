import { ApiError } from '../../lib/api-error.ts';

export const tariffErrors = {
  /** Over the route's maximum actual weight: the field names the limit in kilograms. */
  weightOverLimit: (maxGrams: number) =>
    new ApiError('tariffs.weight_over_limit', {
      fields: { weight_grams: [{ key: 'validation.weight_max', params: { max: maxGrams / 1000 } }] },
    }),
  /** A side over the route's maximum: every given side over it names the limit in centimetres. */
  sideOverLimit: (maxCm: number, sides: readonly string[]) =>
    new ApiError('tariffs.side_over_limit', {
      fields: Object.fromEntries(sides.map((side) => [side, [{ key: 'validation.side_max', params: { max: maxCm } }]])),
    }),
  routeNotServed: () => new ApiError('tariffs.route_not_served'),
};
