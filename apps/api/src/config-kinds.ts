import { z } from 'zod';

/** The environment's spellings of yes and no. */
export const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const positiveInt = z.coerce.number().int().positive();
