export default {
  meta: {
    title: 'Addresses abroad',
    description:
      'Your own addresses at our warehouses abroad, ready to copy into any shop’s checkout, with their hours and tips for popular shops.',
  },
  title: 'Your addresses abroad',
  intro:
    'Have your online orders delivered to one of these addresses: the warehouse receives the parcel and sends it on to you. Your suite code {{code}} tells the warehouse the parcel is yours, so always copy the address with it.',
  jump_label: 'Warehouses',
  address_label: 'Your address at the warehouse in {{place}}',
  fields: {
    full_name: 'Full name',
    address_line_1: 'Address line 1',
    address_line_2: 'Address line 2',
    district: 'District',
    city: 'City',
    state: 'State or region',
    postal_code: 'Postal code',
    country: 'Country',
    phone: 'Phone',
  },
  name_missing: {
    title: 'Add your name and surname',
    text: 'Shops and carriers put your name on the parcel. Until your profile has it, the addresses carry only your suite code.',
    link: 'Complete your profile',
  },
  name_needed: 'Add your name in your profile',
  copy: 'Copy: {{field}}',
  copied: 'Copied: {{field}}',
  copy_all: 'Copy the whole address',
  copied_all: 'Address copied',
  copy_failed: 'The text could not be copied automatically. It is selected: copy it with Ctrl+C or your phone’s menu.',
  hours: {
    title: 'Receiving hours',
    zone: 'Local time: {{zone}}',
    caption: 'Receiving hours of the warehouse in {{place}}',
  },
  shops: {
    summary: 'What shops ask for: {{shops}}',
  },
  empty: {
    title: 'No warehouse ships to your country yet',
    text: 'Your addresses will appear here as soon as one does.',
  },
};
