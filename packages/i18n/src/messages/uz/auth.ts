export default {
  meta: {
    login: {
      title: 'Kirish',
      description:
        'Posilkalaringizni kuzatish, yangilarini deklaratsiya qilish va yetkazib berishni hisobingizdan toʻlash uchun kabinetingizga kiring.',
    },
  },
  title: 'Kabinetga kirish',
  subtitle: 'Xush kelibsiz! Posilkalaringizni kuzatish va buyurtmalarni boshqarish uchun tizimga kiring.',
  username: 'Telefon yoki e-pochta',
  username_hint: 'Telefon xalqaro formatda, masalan +998 90 123 45 67',
  password: 'Parol',
  toggle_password: 'Parolni koʻrsatish yoki yashirish',
  submit: 'Kirish',
  help: 'Kira olmayapsizmi? Bizga yozing:',
  forgot_password: 'Parolingizni unutdingizmi?',
  no_account: 'Yolla’da yangimisiz?',
  register: 'Roʻyxatdan oʻting',
  passkey: 'Kirish kaliti bilan kirish',
  or: 'yoki',
  passkey_cancelled:
    'Kirish kaliti bilan kirish bekor qilindi yoki vaqti tugadi. Qayta urinib koʻring yoki parol bilan kiring.',
};
