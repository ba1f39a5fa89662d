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
