import type { Origin, WarehouseField, WarehouseHours } from '@yolla/contract';

export interface WarehouseSeed {
  origin: Origin;
  /** The city as the card names it: az, en, ru, uz, ka. */
  city: readonly [az: string, en: string, ru: string, uz: string, ka: string];
  timeZone: string;
  /** When the warehouse receives parcels, in its own local time. */
  hours: WarehouseHours;
  /** The address as shops ask for it, in the order of their forms: `{name}` and `{code}` are filled per customer. */
  lines: readonly (readonly [WarehouseField, string])[];
}

const closed: [string, string][] = [];
const weekdays = (open: string, close: string) => {
  const day: [string, string][] = [[open, close]];
  return { mon: day, tue: day, wed: day, thu: day, fri: day };
};

/**
 * Our warehouses abroad, one per origin of the price list, in the order the page shows them (product reference
 * data, not demo data). The addresses are written as each country's shops expect them: Turkish with its district
 * (ilçe), American with the suite in the second line (Delaware, which has no sales tax), Chinese in Chinese for
 * Taobao and 1688, British and German with the customer's code in the second line, Emirati without a postal code
 * (the 00000 that forms accept). Phone numbers are the warehouses' reception desks.
 */
export const WAREHOUSES: readonly WarehouseSeed[] = [
  {
    origin: 'TR',
    city: ['İstanbul', 'Istanbul', 'Стамбул', 'Istanbul', 'სტამბოლი'],
    timeZone: 'Europe/Istanbul',
    hours: { ...weekdays('09:00', '19:00'), sat: [['10:00', '16:00']], sun: closed },
    lines: [
      ['full_name', '{name} {code}'],
      ['address_line_1', 'Mahmutbey Mah. Taşocağı Yolu Cad. No: 7'],
      ['address_line_2', 'Yolla Depo, {code}'],
      ['district', 'Bağcılar'],
      ['city', 'İstanbul'],
      ['postal_code', '34218'],
      ['country', 'Türkiye'],
      ['phone', '+90 212 945 18 20'],
    ],
  },
  {
    origin: 'US',
    city: [
      'Nyu-Kasl, Delaver',
      'New Castle, Delaware',
      'Нью-Касл, Делавэр',
      'Nyu-Kasl, Delaver',
      'ნიუ-კასლი, დელავერი',
    ],
    timeZone: 'America/New_York',
    hours: { ...weekdays('09:00', '18:00'), sat: [['10:00', '14:00']], sun: closed },
    lines: [
      ['full_name', '{name}'],
      ['address_line_1', '20 Boulden Circle'],
      ['address_line_2', 'Suite {code}'],
      ['city', 'New Castle'],
      ['state', 'Delaware'],
      ['postal_code', '19720'],
      ['country', 'United States'],
      ['phone', '+1 302 555 0143'],
    ],
  },
  {
    origin: 'CN',
    city: ['Quançjou', 'Guangzhou', 'Гуанчжоу', 'Guanchjou', 'გუანჯოუ'],
    timeZone: 'Asia/Shanghai',
    hours: { ...weekdays('09:00', '18:00'), sat: [['09:00', '18:00']], sun: closed },
    lines: [
      ['full_name', '{name} {code}'],
      ['address_line_1', '人和镇鹤龙二路18号 Yolla仓库 {code}'],
      ['district', '白云区'],
      ['city', '广州市'],
      ['state', '广东省'],
      ['postal_code', '510470'],
      ['country', '中国'],
      ['phone', '+86 159 2000 1234'],
    ],
  },
  {
    origin: 'GB',
    city: ['London', 'London', 'Лондон', 'London', 'ლონდონი'],
    timeZone: 'Europe/London',
    hours: { ...weekdays('09:00', '17:30'), sat: closed, sun: closed },
    lines: [
      ['full_name', '{name}'],
      ['address_line_1', 'Unit 8, Lea Valley Trading Estate, Angel Road'],
      ['address_line_2', '{code}'],
      ['city', 'London'],
      ['postal_code', 'N18 3JA'],
      ['country', 'United Kingdom'],
      ['phone', '+44 20 7946 0321'],
    ],
  },
  {
    origin: 'DE',
    city: ['Frankfurt', 'Frankfurt am Main', 'Франкфурт-на-Майне', 'Frankfurt', 'ფრანკფურტი'],
    timeZone: 'Europe/Berlin',
    hours: { ...weekdays('08:00', '17:00'), sat: closed, sun: closed },
    lines: [
      ['full_name', '{name}'],
      ['address_line_1', 'Hanauer Landstraße 291'],
      ['address_line_2', 'c/o Yolla, {code}'],
      ['city', 'Frankfurt am Main'],
      ['state', 'Hessen'],
      ['postal_code', '60314'],
      ['country', 'Deutschland'],
      ['phone', '+49 69 90009 123'],
    ],
  },
  {
    origin: 'AE',
    city: ['Dubay', 'Dubai', 'Дубай', 'Dubay', 'დუბაი'],
    timeZone: 'Asia/Dubai',
    hours: { ...weekdays('09:00', '18:00'), sat: [['09:00', '18:00']], sun: closed },
    lines: [
      ['full_name', '{name} {code}'],
      ['address_line_1', 'Warehouse 14, Street 19, Al Quoz Industrial Area 3'],
      ['address_line_2', 'Yolla, {code}'],
      ['city', 'Dubai'],
      ['state', 'Dubai'],
      ['postal_code', '00000'],
      ['country', 'United Arab Emirates'],
      ['phone', '+971 4 388 1200'],
    ],
  },
];
