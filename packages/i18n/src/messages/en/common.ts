export default {
  meta: {
    not_found: 'Page not found',
    error: 'Something went wrong',
  },
  nav: {
    main: 'Main navigation',
    skip: 'Skip to content',
    home: 'Home',
    sign_in: 'Sign in',
    cabinet: 'My cabinet',
    tariffs: 'Tariffs',
  },
  language: {
    label: 'Language',
  },
  country: {
    label: 'Country',
    AZ: 'Azerbaijan',
    UZ: 'Uzbekistan',
    GE: 'Georgia',
  },
  theme: {
    label: 'Colour theme',
    light: 'Light',
    dark: 'Dark',
    system: 'As on my device',
  },
  notifications: 'Notifications (Alt+T)',
  close: 'Close',
  menu: {
    open: 'Open menu',
    close: 'Close menu',
  },
  footer: {
    about:
      'We receive your online purchases at our warehouses abroad and deliver them to your door or a pickup point near you.',
    links: 'Site links',
    support: 'Customer support',
    hours: 'Every day, 09:00–21:00',
    rights: '© {{year}} {{brand}}. All rights reserved.',
  },
  origins: {
    TR: 'Turkey',
    US: 'USA',
    CN: 'China',
    GB: 'United Kingdom',
    DE: 'Germany',
    AE: 'United Arab Emirates',
  },
};
