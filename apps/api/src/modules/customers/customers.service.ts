import type { Db } from '../../db/client.ts';
import {
  emailTaken,
  eraseCustomer,
  findCustomer,
  findCustomerByCode,
  findCustomerByNationalId,
  findCustomerByPhone,
  findCustomerByUsername,
  insertCustomer,
  lockCustomer,
  setAddressCompleted,
  updateCustomer,
  type CustomerChanges,
} from './customers.repository.ts';
import type { CustomerRow, NewCustomer } from './customers.table.ts';

/**
 * What other modules may ask of the customers' accounts: the one way to read or change a customer's row outside this
 * module (sign-in, registration, recovery, the profile, account deletion, the events that need a customer's
 * country). Every method runs on the handle it is given, so it joins the caller's transaction. Other modules name
 * the row's type as `Session['customer']` (`http/routes.ts`).
 */
export interface CustomerService {
  /** The account of an id, whatever its status (`'active'`: only an active one); null when there is none. */
  find(db: Db, id: number, only?: 'active'): Promise<CustomerRow | null>;
  /** The account a sign-in names: by e-mail when it holds an @, by phone otherwise (`'active'`: only an active one). */
  findByUsername(db: Db, username: string, only?: 'active'): Promise<CustomerRow | null>;
  findByPhone(db: Db, phone: string): Promise<CustomerRow | null>;
  /** The account, not deleted, that holds a national ID (FIN, PINFL, personal number) in a country. */
  findByNationalId(db: Db, country: string, nationalId: string): Promise<CustomerRow | null>;
  /** The account of a suite code (YL10001): its id and whether it was deleted. */
  findByCode(db: Db, code: string): Promise<{ id: number; deletedAt: Date | null } | null>;
  emailTaken(db: Db, email: string): Promise<boolean>;
  /** The customer's row, locked until the transaction ends (no other change to it, nor a deletion, meanwhile). */
  lock(tx: Db, id: number, mode: 'update' | 'no key update'): Promise<CustomerRow | null>;
  create(tx: Db, values: NewCustomer): Promise<CustomerRow>;
  /** Changes the row; null when there is none. */
  update(tx: Db, id: number, values: CustomerChanges): Promise<CustomerRow | null>;
  /** `completed_address`: set when it becomes true (kept from the first time), cleared when false. */
  setAddressCompleted(tx: Db, id: number, completed: boolean, now: Date): Promise<void>;
  /** Erases the personal data of the row (account deletion); the suite code, country and dates stay. */
  erase(tx: Db, id: number, now: Date): Promise<void>;
}

declare module '../../http/module.ts' {
  interface Services {
    customers: CustomerService;
  }
}

export function createCustomerService(): CustomerService {
  return {
    find: findCustomer,
    findByUsername: findCustomerByUsername,
    findByPhone: findCustomerByPhone,
    findByNationalId: findCustomerByNationalId,
    findByCode: findCustomerByCode,
    emailTaken,
    lock: lockCustomer,
    create: insertCustomer,
    update: updateCustomer,
    setAddressCompleted,
    erase: eraseCustomer,
  };
}
