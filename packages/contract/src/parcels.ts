import { z } from 'zod/mini';
import { CARRIERS } from './carriers.ts';
import { pickupPointIdSchema } from './content-places.ts';
import { moneySchema } from './money.ts';
import { originSchema } from './tariffs.ts';
import { PARCEL_EVENTS, PARCEL_STATES } from './parcel-lifecycle.ts';
import { trackingInputSchema } from './route-params.ts';
import { CUSTOMS_CATEGORIES, PARCEL_CURRENCIES, PARCEL_FORM_ITEMS, PARCEL_LIMITS } from './parcel-lists.ts';
import { line, multiline } from './text-fields.ts';

export const parcelStateSchema = z.enum(PARCEL_STATES);
export const parcelEventSchema = z.enum(PARCEL_EVENTS);
export const parcelCurrencySchema = z.enum(PARCEL_CURRENCIES);
export const customsCategorySchema = z.enum(CUSTOMS_CATEGORIES);

export const declaredItemSchema = z.strictObject({
  category: customsCategorySchema,
  description: line(2, 200),
  quantity: z.int().check(z.minimum(1), z.maximum(PARCEL_LIMITS.quantity)),
  /** Minor units of `currency`. */
  unit_price: z.int().check(z.minimum(1), z.maximum(PARCEL_LIMITS.unitPriceMinor)),
  currency: parcelCurrencySchema,
});
export type DeclaredItem = z.output<typeof declaredItemSchema>;

export const deliveryChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pickup'), pickup_point_id: pickupPointIdSchema }),
  z.strictObject({ kind: z.literal('courier') }),
]);
export type DeliveryChoice = z.output<typeof deliveryChoiceSchema>;

/** Invoice files are stored first and named here by the id the upload answered. */
export const fileIdSchema = z.uuid();

/** The sum of the items' prices, per the one currency they must share; null when they mix currencies. */
export function itemsTotal(items: readonly Pick<DeclaredItem, 'quantity' | 'unit_price' | 'currency'>[]) {
  const currency = items[0]?.currency;
  if (!currency || items.some((item) => item.currency !== currency)) return null;
  return { amount: items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0), currency };
}

const declarationFields = {
  origin: originSchema,
  shop: line(2, 80),
  items: z.array(declaredItemSchema).check(z.minLength(1), z.maxLength(PARCEL_LIMITS.items)),
  /** What the customer says the parcel is worth: must equal the items' sum (`validation.total_mismatch`). */
  declared_total: moneySchema,
  invoice_file_id: z.optional(z.nullable(fileIdSchema)),
  delivery: deliveryChoiceSchema,
  note: z.optional(z.nullable(multiline(0, 500))),
};

/** The items share one currency, and the declared total is their sum in it. */
const totalsAgree = z.superRefine(
  (value: { items: DeclaredItem[]; declared_total: { amount: number; currency: string } }, ctx) => {
    const first = value.items[0]?.currency;
    value.items.forEach((item, index) => {
      if (item.currency !== first) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.mixed_currencies',
          path: ['items', index, 'currency'],
          input: item.currency,
        });
      }
    });
    const total = itemsTotal(value.items);
    if (total && (total.currency !== value.declared_total.currency || total.amount !== value.declared_total.amount)) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.total_mismatch',
        path: ['declared_total', 'amount'],
        input: value.declared_total.amount,
      });
    }
  },
);

export const parcelDeclarationSchema = z
  .strictObject({ tracking_number: trackingInputSchema, ...declarationFields })
  .check(totalsAgree);
export type ParcelDeclaration = z.output<typeof parcelDeclarationSchema>;

/** A change to a declaration: the whole declaration again, without the tracking number (it names the parcel). */
export const parcelChangeSchema = z.strictObject(declarationFields).check(totalsAgree);
export type ParcelChange = z.output<typeof parcelChangeSchema>;

export const carrierSchema = z.enum(CARRIERS);

/*
 * The declaration form: flat fields as a browser posts them (`items.0.unit_price`, …), prices as decimals the
 * customer types (`12.5`, `12,50`). The form schema turns them into the API's body (minor units), so the form in
 * the browser, the web's action and the API all check one rule.
 */

/** A decimal amount with at most two decimals, dot or comma, as minor units (12.5 → 1250). */
export const decimalMinorSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.trim().replace(/\s+/g, '')),
  ),
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}([.,]\d{1,2})?$/, 'validation.number')),
    z.transform((value: string) => {
      const [whole = '0', fraction = ''] = value.split(/[.,]/);
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }),
  ),
);

/** The minor units of a currency with two decimals as the form shows them (1250 → "12.50"). */
export function minorToDecimal(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

const wholeNumber = z.pipe(
  z.string(),
  z.pipe(
    z.string().check(z.regex(/^\s*\d{1,4}\s*$/, 'validation.number')),
    z.transform((value: string) => Number(value.trim())),
  ),
);

const itemFormSchema = z.object({
  category: customsCategorySchema,
  description: line(2, 200),
  quantity: z.pipe(wholeNumber, z.int().check(z.minimum(1), z.maximum(PARCEL_LIMITS.quantity))),
  unit_price: z.pipe(decimalMinorSchema, z.int().check(z.minimum(1), z.maximum(PARCEL_LIMITS.unitPriceMinor))),
  currency: parcelCurrencySchema,
});

/** The flat fields of a posted form, with the item rows (`items.0.name`) gathered into a list by their row number. */
export function gatherItems(values: unknown, maxRows: number = PARCEL_FORM_ITEMS): unknown {
  if (typeof values !== 'object' || values === null) return values;
  const rows: Record<string, unknown>[] = [];
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const match = /^items\.(\d{1,2})\.([a-z_]+)$/.exec(name);
    if (!match) {
      rest[name] = value;
      continue;
    }
    const row = Number(match[1]);
    if (row >= maxRows) continue;
    while (rows.length <= row) rows.push({});
    rows[row]![match[2]!] = value;
  }
  return { ...rest, items: rows };
}

const formFields = {
  origin: originSchema,
  shop: line(2, 80),
  items: z.array(itemFormSchema).check(z.minLength(1), z.maxLength(PARCEL_LIMITS.items)),
  delivery_kind: z.enum(['pickup', 'courier']),
  pickup_point_id: z.optional(z.string()),
  note: z.optional(multiline(0, 500)),
};

type FormOutput = {
  items: DeclaredItem[];
  delivery_kind: 'pickup' | 'courier';
  pickup_point_id?: string | undefined;
};

/** The items share one currency; a pickup delivery names its point. */
const formAgrees = z.superRefine((value: FormOutput, ctx) => {
  const first = value.items[0]?.currency;
  value.items.forEach((item, index) => {
    if (item.currency !== first) {
      ctx.addIssue({ code: 'custom', message: 'validation.mixed_currencies', path: ['items', index, 'currency'] });
    }
  });
  if (value.delivery_kind === 'pickup' && !pickupPointIdSchema.safeParse(value.pickup_point_id).success) {
    ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['pickup_point_id'] });
  }
});

/**
 * The form's checked values as the API's body (without the invoice, which is uploaded first). The declared total is
 * the items' sum, worked out here: the form shows it, the customer never types it (issue 44).
 */
function toBody<T extends FormOutput & { origin: ParcelDeclaration['origin']; shop: string; note?: string }>(value: T) {
  const { delivery_kind, pickup_point_id, note, ...rest } = value;
  const declared_total = itemsTotal(value.items) ?? { amount: 0, currency: value.items[0]?.currency ?? 'USD' };
  const delivery: DeliveryChoice =
    delivery_kind === 'pickup' ? { kind: 'pickup', pickup_point_id: pickup_point_id ?? '' } : { kind: 'courier' };
  return { ...rest, declared_total, delivery, note: note ? note : null };
}

/** The declaration form: checked as the API checks it, answered as the API's body (`POST /parcels`). */
export const parcelFormSchema = z.pipe(
  z.transform((values: unknown) => gatherItems(values)),
  z.pipe(z.object({ tracking_number: trackingInputSchema, ...formFields }).check(formAgrees), z.transform(toBody)),
);

/** The change form: the same without the tracking number, which names the parcel (`PUT /parcels/:id`). */
export const parcelChangeFormSchema = z.pipe(
  z.transform((values: unknown) => gatherItems(values)),
  z.pipe(z.object(formFields).check(formAgrees), z.transform(toBody)),
);
