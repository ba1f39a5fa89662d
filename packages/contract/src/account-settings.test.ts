import { describe, expect, it } from 'vitest';
import {
  addressCreateSchema,
  addressFormSchema,
  birthDateSchema,
  countryPhoneSchema,
  nationalIdSchema,
  postalCodeSchema,
  profileUpdateSchema,
  toFieldIssues,
} from './index.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('customer IDs', () => {
  it('are tidied, then checked by the country’s rule', () => {
    expect(nationalIdSchema('AZ').parse(' 5hk-3t7q ')).toBe('5HK3T7Q');
    expect(nationalIdSchema('UZ').parse('315 059 012 300 34')).toBe('31505901230034');
    expect(nationalIdSchema('GE').parse('01001012345')).toBe('01001012345');
    expect(messageOf(nationalIdSchema('AZ').safeParse('5HK3T7I'))).toBe('validation.national_id_az');
    expect(messageOf(nationalIdSchema('UZ').safeParse('01001012345'))).toBe('validation.national_id_uz');
    expect(messageOf(nationalIdSchema('GE').safeParse('31505901230034'))).toBe('validation.national_id_ge');
  });
});

describe('birth dates', () => {
  const schema = birthDateSchema('2026-06-15');

  it('need a real day in the past, of someone at least 16, with the age as a parameter', () => {
    expect(schema.safeParse('2010-06-15').success).toBe(true);
    expect(messageOf(schema.safeParse('2010-06-16'))).toBe('validation.min_age');
    expect(toFieldIssues(schema.safeParse('2010-06-16').error!)).toEqual([
      { path: '_', key: 'validation.min_age', params: { min: 16 } },
    ]);
    expect(messageOf(schema.safeParse('2026-06-15'))).toBe('validation.birth_date');
    expect(messageOf(schema.safeParse('2023-02-29'))).toBe('validation.date');
  });

  it('count the age from the birthday itself, 29 February included', () => {
    expect(birthDateSchema('2024-02-28').safeParse('2008-02-29').success).toBe(false);
    expect(birthDateSchema('2024-02-29').safeParse('2008-02-29').success).toBe(true);
    expect(birthDateSchema('2026-12-31').safeParse('2010-12-31').success).toBe(true);
    expect(birthDateSchema('2026-12-30').safeParse('2010-12-31').success).toBe(false);
  });
});

describe('the profile form', () => {
  it('turns blank fields into null (removal) and leaves out what was not sent', () => {
    const schema = profileUpdateSchema({ country: 'AZ', today: '2026-06-15' });
    expect(schema.parse({ name: '  Nigar ', surname: ' ', email: 'A@B.AZ' })).toEqual({
      name: 'Nigar',
      surname: null,
      email: 'a@b.az',
    });
  });
});

describe('postal codes', () => {
  it('follow each country’s post', () => {
    expect(postalCodeSchema('AZ').parse('az 1000')).toBe('AZ1000');
    expect(postalCodeSchema('AZ').parse('1000')).toBe('AZ1000');
    expect(postalCodeSchema('UZ').parse('100 000')).toBe('100000');
    expect(postalCodeSchema('GE').parse('0105')).toBe('0105');
    expect(messageOf(postalCodeSchema('AZ').safeParse('AZ100'))).toBe('validation.postal_code_az');
    expect(messageOf(postalCodeSchema('UZ').safeParse('AZ1000'))).toBe('validation.postal_code_uz');
    expect(messageOf(postalCodeSchema('GE').safeParse('01050'))).toBe('validation.postal_code_ge');
  });
});

describe('phones of a country', () => {
  it('accept international and national forms and answer in E.164', () => {
    expect(countryPhoneSchema('AZ').parse('050 123 45 67')).toBe('+994501234567');
    expect(countryPhoneSchema('AZ').parse('+994 (55) 555-12-34')).toBe('+994555551234');
    expect(countryPhoneSchema('UZ').parse('90 123 45 67')).toBe('+998901234567');
    expect(countryPhoneSchema('GE').parse('555 12 34 56')).toBe('+995555123456');
  });

  it('refuse another country’s numbers and impossible ones', () => {
    expect(messageOf(countryPhoneSchema('AZ').safeParse('+998901234567'))).toBe('validation.phone_az');
    expect(messageOf(countryPhoneSchema('UZ').safeParse('+99890'))).toBe('validation.phone_uz');
    expect(messageOf(countryPhoneSchema('GE').safeParse('hello'))).toBe('validation.phone_ge');
  });
});

describe('the address form', () => {
  it('is the same schema the API applies for the customer’s country', () => {
    const result = addressCreateSchema('GE').safeParse({
      city: 'GE-TBILISI',
      street: ' Rustaveli   Ave ',
      building: '12',
      postal_code: '0108',
      phone: '+995 555 12 34 56',
    });
    expect(result.data).toEqual({
      city: 'GE-TBILISI',
      street: 'Rustaveli Ave',
      building: '12',
      postal_code: '0108',
      phone: '+995555123456',
    });
  });

  it('reads the posted web form: blanks are no value, a ticked box is `on`, other fields pass unchecked', () => {
    const result = addressFormSchema('AZ').safeParse({
      intent: 'create',
      city: 'AZ-BAKU',
      street: 'Nizami küçəsi',
      building: '10',
      apartment: ' ',
      postal_code: '1000',
      phone: '050 123 45 67',
      note: '',
      is_default: 'on',
    });
    expect(result.data).toEqual({
      city: 'AZ-BAKU',
      street: 'Nizami küçəsi',
      building: '10',
      apartment: null,
      postal_code: 'AZ1000',
      phone: '+994501234567',
      note: null,
      is_default: 'on',
    });
    const refused = addressFormSchema('UZ').safeParse({
      city: '',
      street: 'A',
      building: '',
      postal_code: '1000',
      phone: '+994501234567',
    });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'building',
      'city',
      'phone',
      'postal_code',
      'street',
    ]);
    expect(refused.error?.issues.find((issue) => issue.path[0] === 'city')?.message).toBe('validation.required');
  });
});
