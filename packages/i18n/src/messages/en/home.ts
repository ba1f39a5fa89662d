export default {
  hero: {
    title: 'Shop anywhere abroad. We bring it home.',
    subtitle:
      'Your own addresses in Turkey, the USA, China and the UK, fair prices per kilogram and delivery to your door.',
  },
  tracking: {
    label: 'Track a parcel',
    placeholder: 'Tracking number, e.g. TR123456789',
    submit: 'Track',
    invalid: 'Enter 6 to 40 letters, digits or dashes.',
  },
};
