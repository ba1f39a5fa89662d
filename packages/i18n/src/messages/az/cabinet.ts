export default {
  nav_label: 'Kabinet bölmələri',
  nav: {
    dashboard: 'Ümumi baxış',
    addresses: 'Çatdırılma ünvanları',
    settings: 'Tənzimləmələr',
  },
  account_menu: 'Hesab menyusu',
  menu_open: 'Menyunu aç',
  menu_close: 'Menyunu bağla',
  your_code: 'Müştəri kodunuz:',
  copy_code: 'Kodu kopyala',
  code_copied: 'Kopyalandı',
  balance: 'Balans',
  sign_out: 'Çıxış',
  signing_out: 'Çıxış edilir…',
};
