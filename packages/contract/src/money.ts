import { z } from 'zod/mini';

/** Money is an integer number of minor units (cents, qəpik, tetri, tiyin) with its ISO 4217 currency. */
export const moneySchema = z.object({
  amount: z.int(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});

export type Money = z.infer<typeof moneySchema>;
