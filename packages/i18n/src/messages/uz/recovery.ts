export default {
  meta: {
    start: {
      title: 'Parolni tiklash',
      description: 'Parolingizni unutdingizmi? SMS yoki elektron pochta orqali kod oling va yangi parol tanlang.',
    },
    code: {
      title: 'Kodni kiriting',
      description: 'Parolni tiklash uchun yuborgan kodimizni kiriting.',
    },
    password: {
      title: 'Yangi parol',
      description: 'Hisobingiz uchun yangi parol tanlang.',
    },
  },
  start: {
    title: 'Parolingizni unutdingizmi?',
    subtitle: 'Hisobingizning telefon raqami yoki elektron pochtasini kiriting, biz u yerga kod yuboramiz.',
    username: 'Telefon yoki e-pochta',
    username_hint: 'Telefon xalqaro formatda, masalan +998 90 123 45 67',
    submit: 'Kod yuborish',
    back: 'Kirish sahifasiga qaytish',
  },
  code: {
    title: 'Kodni kiriting',
    sent: 'Agar {{destination}} biror hisobga tegishli boʻlsa, u yerga 6 xonali kod yubordik. Kod 10 daqiqa amal qiladi.',
    code: 'Kod',
    submit: 'Davom etish',
    resend: 'Yangi kod yuborish',
    resend_in: 'Yangi kodni {{time}} dan keyin soʻrashingiz mumkin.',
    resend_ready: 'Hech narsa kelmadimi? Yangi kod soʻrashingiz mumkin.',
    undelivered:
      'Kodni {{destination}} manziliga yetkazib boʻlmadi. Hisobni uning boshqa telefoni yoki e-pochtasi orqali ham tiklashingiz mumkin:',
    other: 'Boshqa telefon yoki e-pochtani kiritish',
  },
  password: {
    title: 'Yangi parol tanlang',
    subtitle: 'Hisobingizning barcha seanslari yopiladi; soʻng yangi parol bilan tizimga kiring.',
    password: 'Yangi parol',
    password_hint: '8 tadan 128 tagacha belgi. Bir necha soʻzdan iborat iborani eslab qolish oson, topish esa qiyin.',
    toggle_password: 'Parolni koʻrsatish yoki yashirish',
    submit: 'Parolni saqlash',
    restart: 'Qaytadan boshlash',
  },
};
