export * from '../modules/customers/customers.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/tariffs/tariffs.table.ts';
