export * from '../modules/customers/customers.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/tariffs/tariffs.table.ts';
export * from '../modules/pictures/pictures.table.ts';
export * from '../modules/notification-preferences/notification-preferences.table.ts';
export * from '../modules/addresses/addresses.table.ts';
