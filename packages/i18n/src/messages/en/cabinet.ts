export default {
  nav_label: 'Cabinet sections',
  nav: {
    dashboard: 'Overview',
    addresses: 'Delivery addresses',
    settings: 'Settings',
  },
  account_menu: 'Account menu',
  menu_open: 'Open menu',
  menu_close: 'Close menu',
  your_code: 'Your customer code:',
  copy_code: 'Copy code',
  code_copied: 'Copied',
  balance: 'Balance',
  sign_out: 'Sign out',
  signing_out: 'Signing out…',
};
