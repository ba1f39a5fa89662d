export default {
  meta: {
    title: 'Settings',
    description: 'Your profile, phone, password, sessions, notifications and account.',
  },
  title: 'Settings',
  problem: 'Part of this page could not be loaded',
  profile: {
    title: 'Profile',
    intro: 'Your name and customer ID as in your identity document: customs needs them to release your parcels.',
    suite_code: 'Your customer code:',
    incomplete: 'Add your name, surname and customer ID to complete your profile.',
    name: 'Name',
    surname: 'Surname',
    national_id: 'Customer ID',
    national_id_hint: {
      AZ: 'The 7-character FIN from your identity card.',
      UZ: 'The 14-digit PINFL from your passport or ID card.',
      GE: 'The 11-digit personal number from your ID card.',
    },
    birth_date: 'Date of birth',
    email: 'E-mail',
    email_hint: 'For receipts and notifications. Leave it empty to remove it.',
    language: 'Language of SMS and e-mail',
    language_hint: 'The messages we send you come in this language.',
    language_default: 'My country’s language',
    submit: 'Save profile',
  },
};
