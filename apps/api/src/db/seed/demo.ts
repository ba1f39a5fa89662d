import type { Db } from '../client.ts';
import { demoServices } from './demo-services.ts';

/** The demo customer of README's quick start. Development and embedded mode only. */
export const DEMO_CUSTOMER = {
  email: 'demo@yolla.test',
  phone: '+994501234567',
  password: 'yolla-demo-2026',
  name: 'Aysel',
  surname: 'Məmmədova',
  nationalId: '5HK3T7Q',
} as const;

/** A second demo customer with parcels of their own: neither demo customer sees the other's. */
export const SECOND_DEMO_CUSTOMER = {
  email: 'demo2@yolla.test',
  phone: '+998901234567',
  password: 'yolla-demo-2026',
  name: 'Jasur',
  surname: 'Karimov',
  nationalId: '31205901234567',
} as const;

export async function seedDemoCustomer(db: Db): Promise<void> {
  const { customers, passwords } = demoServices;
  if (await customers.findByUsername(db, DEMO_CUSTOMER.email)) return;
  await customers.create(db, {
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    name: DEMO_CUSTOMER.name,
    surname: DEMO_CUSTOMER.surname,
    nationalId: DEMO_CUSTOMER.nationalId,
    birthDate: '1994-05-17',
    phoneVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
    passwordHash: await passwords.hash(DEMO_CUSTOMER.password),
    country: 'AZ',
    profileCompletedAt: new Date(),
  });
}

export async function seedSecondDemoCustomer(db: Db): Promise<void> {
  const { customers: accounts, passwords } = demoServices;
  if (await accounts.findByUsername(db, SECOND_DEMO_CUSTOMER.email)) return;
  await accounts.create(db, {
    email: SECOND_DEMO_CUSTOMER.email,
    phone: SECOND_DEMO_CUSTOMER.phone,
    name: SECOND_DEMO_CUSTOMER.name,
    surname: SECOND_DEMO_CUSTOMER.surname,
    nationalId: SECOND_DEMO_CUSTOMER.nationalId,
    birthDate: '1990-09-02',
    phoneVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
    passwordHash: await passwords.hash(SECOND_DEMO_CUSTOMER.password),
    country: 'UZ',
    language: 'ru',
    profileCompletedAt: new Date(),
  });
}
