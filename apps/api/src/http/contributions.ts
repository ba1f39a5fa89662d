import type { GrantType, NotificationEvent } from '@yolla/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  accountDeletionOver,
  type AccountDeletion,
  type PendingObligationCheck,
  type PersonalDataEraser,
} from '../lib/account-deletion.ts';
import type { NotificationEventDefinition } from '../lib/notifications.ts';
import type { AnySignInGrant, CodeSignInPurpose, SignInGrant } from '../lib/sign-in.ts';
import type { ApiModule, ConfigKey, ModuleDeps, ModuleSetup, Services } from './module.ts';

/** What a module adds to the shared mechanisms, stated in its `contributes`. */
export interface ModuleContributions {
  /** Ways to sign in at the token endpoint, one module per grant type. */
  grants?: readonly AnySignInGrant[];
  /** Code purposes the SMS-code grant signs in with, one module per purpose. */
  codeSignIn?: readonly CodeSignInPurpose[];
  /** What keeps an account from being deleted while it is pending (`deletion.pending_*`). */
  obligations?: readonly PendingObligationCheck[];
  /** The module's personal data, erased when an account is deleted. */
  erasers?: readonly PersonalDataEraser[];
  /** The notification events the module raises, with their texts; one module per event. */
  notifications?: readonly NotificationEventDefinition[];
  /** What keeps a saved address from being deleted while it is used (an open courier order going there). */
  addressUses?: readonly AddressUse[];
}

/** A use of a customer's saved address that keeps it from being deleted (409 `addresses.in_use`). */
export interface AddressUse {
  name: string;
  /** Asked in the deletion's transaction, after the address row is locked. */
  inUse(tx: Db, customerId: number, addressId: number): Promise<boolean>;
}

/** Every module's contributions, as the modules that run them read them. */
export interface Contributions {
  /** The grant of a type, or null when no module offers it (the token endpoint then refuses the type). */
  grant<T extends GrantType>(type: T): SignInGrant<T> | null;
  codeSignIn: {
    purposes(): string[];
    accountFor(purpose: string, phone: string, now: Date): Promise<{ id: number } | null>;
  };
  accountDeletion: AccountDeletion;
  /** An event's texts, or null when no module raises it. */
  notification(event: NotificationEvent): NotificationEventDefinition | null;
  /** Whether any module still uses the customer's saved address (the addresses module then refuses its deletion). */
  addressInUse(tx: Db, customerId: number, addressId: number): Promise<boolean>;
}

export type Platform = Omit<ModuleDeps, 'config' | 'services' | 'contributions'>;

export interface WiredModules {
  services: Services;
  contributions: Contributions;
  /** Each module's setup, in the order of the modules. */
  setups: readonly ModuleSetup[];
}

function pick<K extends ConfigKey>(config: Config, keys: readonly K[]): Pick<Config, K> {
  return Object.fromEntries(keys.map((key) => [key, config[key]])) as Pick<Config, K>;
}

/** Adds `item` under its key, refusing a second one: two modules may not both offer the same thing. */
function once<T>(map: Map<string, T>, key: string, item: T, what: string): void {
  if (map.has(key)) throw new Error(`Two modules contribute ${what} "${key}"`);
  map.set(key, item);
}

/**
 * The one place modules are wired (called by `app.ts`): each module's services, built lazily the first time another
 * module uses them (so the order of `MODULES` does not matter, and a cycle is named); each module's deps with its own
 * slice of the configuration; and every contribution collected, each kind checked for two modules offering the same.
 */
export function wireModules(modules: readonly ApiModule[], platform: Platform, config: Config): WiredModules {
  const factories = new Map<string, () => unknown>();
  const built = new Map<string, unknown>();
  const building = new Set<string>();
  const services = new Proxy({} as Services, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      if (built.has(name)) return built.get(name);
      const factory = factories.get(name);
      if (!factory) throw new Error(`No module provides the service "${name}"`);
      if (building.has(name)) throw new Error(`The service "${name}" needs itself to be built`);
      building.add(name);
      const value = factory();
      building.delete(name);
      built.set(name, value);
      return value;
    },
  });

  const grants = new Map<string, AnySignInGrant>();
  const purposes = new Map<string, CodeSignInPurpose>();
  const events = new Map<string, NotificationEventDefinition>();
  const checks: PendingObligationCheck[] = [];
  const erasers: PersonalDataEraser[] = [];
  const addressUses: AddressUse[] = [];
  const contributions: Contributions = {
    grant: <T extends GrantType>(type: T) => (grants.get(type) as SignInGrant<T> | undefined) ?? null,
    codeSignIn: {
      purposes: () => [...purposes.keys()],
      accountFor: (purpose, phone, now) => purposes.get(purpose)?.accountFor(phone, now) ?? Promise.resolve(null),
    },
    accountDeletion: accountDeletionOver(checks, erasers),
    notification: (event) => events.get(event) ?? null,
    addressInUse: async (tx, customerId, addressId) => {
      for (const use of addressUses) if (await use.inUse(tx, customerId, addressId)) return true;
      return false;
    },
  };

  const deps = new Map<ApiModule, ModuleDeps<ConfigKey>>();
  const depsOf = (module: ApiModule): ModuleDeps<ConfigKey> => {
    let found = deps.get(module);
    if (!found) {
      found = { ...platform, config: pick(config, module.config ?? []) as Config, services, contributions };
      deps.set(module, found);
    }
    return found;
  };

  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.provides ?? {})) {
      if (!factory) continue;
      once(factories, name, () => (factory as (deps: ModuleDeps<ConfigKey>) => unknown)(depsOf(module)), 'the service');
    }
  }
  const setups: ModuleSetup[] = [];
  for (const module of modules) {
    const setup = module.setup(depsOf(module));
    setups.push(setup);
    const given = setup.contributes ?? {};
    for (const grant of given.grants ?? []) once(grants, grant.grantType, grant, 'the grant');
    for (const purpose of given.codeSignIn ?? []) once(purposes, purpose.purpose, purpose, 'the code purpose');
    for (const definition of given.notifications ?? []) once(events, definition.event, definition, 'the event');
    checks.push(...(given.obligations ?? []));
    erasers.push(...(given.erasers ?? []));
    addressUses.push(...(given.addressUses ?? []));
  }
  return { services, contributions, setups };
}
