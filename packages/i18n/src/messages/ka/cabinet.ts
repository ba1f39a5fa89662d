export default {
  nav_label: 'კაბინეტის განყოფილებები',
  nav: {
    dashboard: 'მიმოხილვა',
    addresses: 'მიწოდების მისამართები',
    settings: 'პარამეტრები',
  },
  account_menu: 'ანგარიშის მენიუ',
  menu_open: 'მენიუს გახსნა',
  menu_close: 'მენიუს დახურვა',
  your_code: 'თქვენი კლიენტის კოდი:',
  copy_code: 'კოდის კოპირება',
  code_copied: 'დაკოპირდა',
  balance: 'ბალანსი',
  sign_out: 'გასვლა',
  signing_out: 'მიმდინარეობს გასვლა…',
};
