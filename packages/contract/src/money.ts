import { z } from 'zod';

/** Money is an integer number of minor units (cents, qəpik, tetri, tiyin) with its ISO 4217 currency. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export type Money = z.infer<typeof moneySchema>;
