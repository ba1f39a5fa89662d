/**
 * The namespaces, one per feature, and the English messages that are the source of truth for which keys exist.
 * A new namespace is a file in each locale's folder and a line here; the other locales' files are found by name.
 */
import type { MessageTree } from '../../types.ts';
import addresses from './addresses.ts';
import api from './api.ts';
import auth from './auth.ts';
import cabinet from './cabinet.ts';
import common from './common.ts';
import dashboard from './dashboard.ts';
import devOutbox from './dev-outbox.ts';
import errorPage from './error-page.ts';
import errors from './errors.ts';
import foreignAddresses from './foreign-addresses.ts';
import home from './home.ts';
import multiselect from './multiselect.ts';
import notify from './notify.ts';
import notifications from './notifications.ts';
import offline from './offline.ts';
import recovery from './recovery.ts';
import registration from './registration.ts';
import tariffs from './tariffs.ts';
import settings from './settings.ts';
import smsInbox from './sms-inbox.ts';
import validation from './validation.ts';
import carriage from './carriage.ts';
import contact from './contact.ts';
import documents from './documents.ts';
import faq from './faq.ts';
import identity from './identity.ts';
import news from './news.ts';
import packages from './packages.ts';
import pudo from './pudo.ts';
import declare from './declare.ts';
import services from './services.ts';
import tracking from './tracking.ts';
import customsMeter from './customs-meter.ts';
import wallet from './wallet.ts';
import sandboxPay from './sandbox-pay.ts';
import payme from './payme.ts';
import parcelPayment from './parcel-payment.ts';
import buyForMe from './buy-for-me.ts';
import courierOrders from './courier-orders.ts';

export default {
  addresses,
  api,
  auth,
  cabinet,
  common,
  dashboard,
  devOutbox,
  errorPage,
  errors,
  foreignAddresses,
  home,
  multiselect,
  notify,
  notifications,
  offline,
  recovery,
  registration,
  tariffs,
  settings,
  smsInbox,
  validation,
  carriage,
  contact,
  documents,
  faq,
  identity,
  news,
  packages,
  pudo,
  declare,
  services,
  tracking,
  customsMeter,
  wallet,
  sandboxPay,
  payme,
  parcelPayment,
  buyForMe,
  courierOrders,
} satisfies Record<string, MessageTree>;
