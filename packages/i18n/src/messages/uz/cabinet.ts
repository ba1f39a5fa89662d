export default {
  nav_label: 'Kabinet boʻlimlari',
  nav: {
    dashboard: 'Umumiy koʻrinish',
    addresses: 'Yetkazib berish manzillari',
    settings: 'Sozlamalar',
  },
  account_menu: 'Hisob menyusi',
  menu_open: 'Menyuni ochish',
  menu_close: 'Menyuni yopish',
  your_code: 'Mijoz kodingiz:',
  copy_code: 'Kodni nusxalash',
  code_copied: 'Nusxalandi',
  balance: 'Balans',
  sign_out: 'Chiqish',
  signing_out: 'Chiqilmoqda…',
};
