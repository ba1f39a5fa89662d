export default {
  meta: {
    register: {
      title: 'Roʻyxatdan oʻtish',
      description:
        'Telefon raqamingiz bilan Yolla hisobini oching: xorijdagi ombor manzillarini oling, posilkalarni deklaratsiya qiling va hisobingizdan toʻlang.',
    },
    otp: {
      title: 'Telefonni tasdiqlash',
      description: 'Telefon raqamingizni tasdiqlash va hisobingizni ochish uchun SMS orqali yuborilgan kodni kiriting.',
    },
  },
  title: 'Roʻyxatdan oʻtish',
  subtitle:
    'Xorijdagi ombor manzillaringiz bir daqiqada tayyor. Raqamni tasdiqlash uchun telefoningizga kod yuboramiz.',
  name: 'Ism',
  surname: 'Familiya',
  phone: 'Mobil telefon',
  phone_hint: 'Format: {{example}}',
  email: 'Elektron pochta (ixtiyoriy)',
  email_hint: 'Cheklar va bildirishnomalar uchun; uni keyinroq ham qoʻshishingiz mumkin.',
  password: 'Parol',
  password_hint: '8 tadan 128 tagacha belgi. Bir necha soʻzdan iborat iborani eslab qolish oson, topish esa qiyin.',
  toggle_password: 'Parolni koʻrsatish yoki yashirish',
  national_id: {
    AZ: 'FIN',
    UZ: 'JShShIR',
    GE: 'Shaxsiy raqam',
  },
  national_id_hint: {
    AZ: '7 ta belgi, shaxsiy guvohnomangizdagidek',
    UZ: '14 ta raqam, pasportingiz yoki ID-kartangizdagidek',
    GE: '11 ta raqam, shaxsiy guvohnomangizdagidek',
  },
  terms: 'Xizmat shartlari va maxfiylik siyosatini qabul qilaman',
  submit: 'Kod olish',
  have_account: 'Hisobingiz bormi?',
  sign_in: 'Kirish',
  not_offered: {
    title: 'Hisob raqamli identifikatsiya orqali ochiladi',
    text: 'Ozarbayjonda Yolla hisobi raqamli identifikatsiya orqali ochiladi, shuning uchun ismingiz va FIN raqamingiz tasdiqlangan holda keladi. Davom etish uchun tizimga kiring.',
    sign_in: 'Raqamli identifikatsiya bilan davom eting',
  },
  otp: {
    title: 'Telefoningizni tasdiqlang',
    sent: '{{destination}} raqamiga 6 xonali kod yubordik. Kod 10 daqiqa amal qiladi.',
    code: 'SMS dagi kod',
    submit: 'Tasdiqlash',
    resend: 'Yangi kod yuborish',
    resend_in: 'Yangi kodni {{time}} dan keyin soʻrashingiz mumkin.',
    resend_ready: 'SMS kelmadimi? Yangi kod soʻrashingiz mumkin.',
    undelivered: 'Kodni {{destination}} raqamiga yetkazib boʻlmadi: raqam notoʻgʻri yoki SMS qabul qilmasligi mumkin.',
    change_phone: 'Raqam notoʻgʻrimi? Oʻzgartiring',
    welcome: 'Hisobingiz tayyor. Xush kelibsiz!',
  },
};
