/** The cabinet's notifications page: the in-app notices of parcel events, newest first. */
export default {
  meta: {
    title: 'Notifications',
    description: 'What happened to your parcels: arrivals, payments due, customs holds, pickups and returns.',
  },
  title: 'Notifications',
  intro: 'News about your parcels, newest first. Open a parcel to see the details.',
  list_label: 'Your notifications',
  unread: 'New',
  unread_count_one: '{{count}} unread',
  unread_count_other: '{{count}} unread',
  events: {
    parcel_arrived: 'Your parcel {{tracking}} has arrived at our warehouse abroad.',
    ready_for_pickup: 'Your parcel {{tracking}} is ready for pickup.',
    payment_due: 'The delivery of your parcel {{tracking}} costs {{amount}}: it is due for payment.',
    parcel_held: 'Your parcel {{tracking}} is held by customs.',
    parcel_returned: 'Your parcel {{tracking}} is being sent back to the sender.',
    buy_for_me_update: 'There is news about your buy-for-me order.',
  },
  open_parcel: 'Open parcel {{tracking}}',
  buy_for_me: {
    awaiting_payment: 'Your buy-for-me order #{{id}} is saved and waiting for your payment.',
    paid: 'Your buy-for-me order #{{id}} is paid: our buyer will place it in the shop.',
    purchased: 'Our buyer has bought your order #{{id}} in the shop.',
    price_changed: 'The shop changed the price of your order #{{id}}: approve the new price or cancel the order.',
    cancelled: 'Your buy-for-me order #{{id}} was cancelled. Everything you paid for it went back to your wallet.',
    arrived: 'Your buy-for-me order #{{id}} has arrived at our warehouse abroad as a parcel.',
  },
  open_order: 'Open order #{{id}}',
  mark_read: 'Mark as read',
  mark_all_read: 'Mark all as read',
  undelivered: {
    sms: 'We could not deliver this notification by SMS.',
    email: 'We could not deliver this notification by e-mail.',
  },
  empty: {
    title: 'No notifications yet',
    text: 'When a parcel arrives, is held or is ready for pickup, you will find it here.',
  },
};
