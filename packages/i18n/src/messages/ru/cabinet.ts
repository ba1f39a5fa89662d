export default {
  nav_label: 'Разделы кабинета',
  nav: {
    dashboard: 'Обзор',
    addresses: 'Адреса доставки',
    settings: 'Настройки',
  },
  account_menu: 'Меню учётной записи',
  menu_open: 'Открыть меню',
  menu_close: 'Закрыть меню',
  your_code: 'Ваш код клиента:',
  copy_code: 'Скопировать код',
  code_copied: 'Скопировано',
  balance: 'Баланс',
  sign_out: 'Выйти',
  signing_out: 'Выходим…',
};
