import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { parcelChangeFormSchema, parcelDeclarationSchema, parcelFormSchema } from './parcels.ts';
import { installValidationKeys, toFieldIssues } from './validation.ts';

installValidationKeys();

const form = (overrides: Record<string, string> = {}) => ({
  tracking_number: ' 1z999aa10123456784 ',
  origin: 'TR',
  shop: 'Trendyol',
  'items.0.category': 'clothing',
  'items.0.description': 'Winter jacket',
  'items.0.quantity': '2',
  'items.0.unit_price': '12,5',
  'items.0.currency': 'TRY',
  'items.1.category': 'shoes',
  'items.1.description': 'Running shoes',
  'items.1.quantity': '1',
  'items.1.unit_price': '40.05',
  'items.1.currency': 'TRY',
  delivery_kind: 'courier',
  note: '',
  ...overrides,
});

const pathsOf = (input: unknown, schema: z.ZodMiniType = parcelFormSchema) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : toFieldIssues(parsed.error).map((issue) => `${issue.path}:${issue.key}`);
};

describe('the declaration form', () => {
  it('turns the typed decimal prices into minor units and the rows into items the API accepts', () => {
    const body = parcelFormSchema.parse(form());
    expect(body.items.map((item) => item.unit_price)).toEqual([1250, 4005]);
    expect(body.items.map((item) => item.quantity)).toEqual([2, 1]);
    expect(body.declared_total).toEqual({ amount: 6505, currency: 'TRY' });
    expect(body.tracking_number).toBe('1Z999AA10123456784');
    expect(body.delivery).toEqual({ kind: 'courier' });
    expect(body.note).toBeNull();
    expect(parcelDeclarationSchema.safeParse(body).success).toBe(true);
  });

  it('declares the items’ sum as the total, whatever a posted total field says (the customer never types it)', () => {
    expect(parcelFormSchema.parse(form({ declared_total: '65' })).declared_total).toEqual({
      amount: 6505,
      currency: 'TRY',
    });
  });

  it('still refuses, at the API, a body whose total is not the sum of its items', () => {
    const body = { ...parcelFormSchema.parse(form()), declared_total: { amount: 6500, currency: 'TRY' } };
    const paths = pathsOf(body, parcelDeclarationSchema);
    expect(paths).toEqual(['declared_total.amount:validation.total_mismatch']);
  });

  it('refuses items in different currencies on the row that differs', () => {
    expect(pathsOf(form({ 'items.1.currency': 'USD' }))).toContain('items.1.currency:validation.mixed_currencies');
  });

  it('refuses a price with three decimals or letters, and a zero price, on that row', () => {
    expect(pathsOf(form({ 'items.0.unit_price': '1.005' }))).toContain('items.0.unit_price:validation.number');
    expect(pathsOf(form({ 'items.1.unit_price': 'ten' }))).toContain('items.1.unit_price:validation.number');
    expect(pathsOf(form({ 'items.1.unit_price': '0' }))).toContain('items.1.unit_price:validation.too_small');
  });

  it('needs at least one item', () => {
    const noItems = Object.fromEntries(Object.entries(form()).filter(([name]) => !name.startsWith('items.')));
    expect(pathsOf(noItems).some((path) => path.startsWith('items:'))).toBe(true);
  });

  it('needs the pickup point when the parcel goes to one, and keeps its id', () => {
    expect(pathsOf(form({ delivery_kind: 'pickup' }))).toEqual(['pickup_point_id:validation.required']);
    const body = parcelFormSchema.parse(form({ delivery_kind: 'pickup', pickup_point_id: 'AZ-BAKU-NIZAMI-001' }));
    expect(body.delivery).toEqual({ kind: 'pickup', pickup_point_id: 'AZ-BAKU-NIZAMI-001' });
  });

  it('changes a declaration without its tracking number', () => {
    const { tracking_number: _number, ...fields } = form();
    const body = parcelChangeFormSchema.parse(fields);
    expect('tracking_number' in body).toBe(false);
    expect(body.declared_total.amount).toBe(6505);
  });
});
