export default {
  meta: {
    login: {
      title: 'Giriş',
      description:
        'Bağlamalarınızı izləmək, yenilərini bəyan etmək və çatdırılmanı balansdan ödəmək üçün kabinetinizə daxil olun.',
    },
  },
  title: 'Kabinetə giriş',
  subtitle: 'Xoş gördük! Bağlamalarınızı izləmək və sifarişlərinizi idarə etmək üçün daxil olun.',
  username: 'Telefon və ya e-poçt',
  username_hint: 'Telefon beynəlxalq formatda, məsələn +994 50 123 45 67',
  password: 'Şifrə',
  toggle_password: 'Şifrəni göstər və ya gizlət',
  submit: 'Daxil ol',
  help: 'Daxil ola bilmirsiniz? Bizə yazın:',
  forgot_password: 'Şifrənizi unutmusunuz?',
  no_account: 'Yolla-da yenisiniz?',
  register: 'Qeydiyyatdan keçin',
  passkey: 'Giriş açarı ilə daxil ol',
  or: 'və ya',
  passkey_cancelled:
    'Giriş açarı ilə daxil olma ləğv edildi və ya vaxtı bitdi. Yenidən cəhd edin və ya şifrənizlə daxil olun.',
};
