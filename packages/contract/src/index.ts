import { installValidationKeys } from './validation.ts';

installValidationKeys();

export * from './errors.ts';
export * from './endpoint.ts';
export * from './validation.ts';
export * from './auth.ts';
export * from './oauth.ts';
export * from './me.ts';
export * from './route-params.ts';
export * from './countries.ts';
export * from './country-schemas.ts';
export * from './money.ts';
export * from './tariffs.ts';
export * from './national-ids.ts';
export * from './customer-profile.ts';
export * from './pictures.ts';
export * from './notification-preferences.ts';
export * from './account-deletion.ts';
export * from './address-rules.ts';
export * from './addresses.ts';
export * from './one-time-codes.ts';
export * from './passwords.ts';
export * from './registration.ts';
export * from './recovery.ts';
export * from './account-security.ts';
export * from './settings-forms.ts';
export * from './dev-outbox.ts';
