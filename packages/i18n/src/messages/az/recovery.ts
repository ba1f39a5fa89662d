export default {
  meta: {
    start: {
      title: 'Şifrənin bərpası',
      description: 'Şifrənizi unutmusunuz? SMS və ya e-poçt ilə kod alın və yeni şifrə seçin.',
    },
    code: {
      title: 'Kodu daxil edin',
      description: 'Şifrəni bərpa etmək üçün göndərdiyimiz kodu daxil edin.',
    },
    password: {
      title: 'Yeni şifrə',
      description: 'Hesabınız üçün yeni şifrə seçin.',
    },
  },
  start: {
    title: 'Şifrənizi unutmusunuz?',
    subtitle: 'Hesabınızın telefon nömrəsini və ya e-poçtunu daxil edin, ora kod göndərəcəyik.',
    username: 'Telefon və ya e-poçt',
    username_hint: 'Telefon beynəlxalq formatda, məsələn +994 50 123 45 67',
    submit: 'Kod göndər',
    back: 'Girişə qayıt',
  },
  code: {
    title: 'Kodu daxil edin',
    sent: 'Əgər {{destination}} hansısa hesaba aiddirsə, ora 6 rəqəmli kod göndərdik. Kod 10 dəqiqə etibarlıdır.',
    code: 'Kod',
    submit: 'Davam et',
    resend: 'Yeni kod göndər',
    resend_in: 'Yeni kodu {{time}} sonra istəyə bilərsiniz.',
    resend_ready: 'Heç nə gəlmədi? Yeni kod istəyə bilərsiniz.',
    undelivered:
      'Kodu {{destination}} ünvanına çatdıra bilmədik. Hesabı onun digər telefonu və ya e-poçtu ilə də bərpa edə bilərsiniz:',
    other: 'Başqa telefon və ya e-poçt göstərin',
  },
  password: {
    title: 'Yeni şifrə seçin',
    subtitle: 'Hesabınızın bütün seansları bağlanacaq; sonra yeni şifrə ilə daxil olun.',
    password: 'Yeni şifrə',
    password_hint:
      '8-dən 128-ə qədər simvol. Bir neçə sözdən ibarət ifadəni yadda saxlamaq asan, təxmin etmək isə çətindir.',
    toggle_password: 'Şifrəni göstər və ya gizlət',
    submit: 'Şifrəni saxla',
    restart: 'Yenidən başla',
  },
};
