export default {
  meta: {
    title: 'Raqamli identifikatsiya orqali kirish',
    description: 'Ozarbayjon milliy raqamli identifikatsiyasi orqali Yolla hisobingizga kiring yoki hisob oching.',
  },
  title: 'Raqamli identifikatsiya orqali kirish',
  intro:
    'Shaxsingizni Ozarbayjon milliy raqamli identifikatsiyasi orqali tasdiqlang. Birinchi marta hisobingizni tasdiqlangan ismingiz va FIN bilan ochamiz — sizga faqat telefon raqamini qoʻshish qoladi.',
  start: 'Raqamli identifikatsiya bilan davom etish',
  login_link: 'Raqamli identifikatsiya orqali kirish',
  back: 'Parol bilan kirish',
  not_offered: 'Raqamli identifikatsiya orqali kirish Ozarbayjon uchun mavjud. Telefon raqami va parol bilan kiring.',
  state_mismatch: 'Bu kirish bu yerda boshlanmagan yoki muddati tugagan. Qaytadan boshlang.',
  denied: 'Raqamli identifikatsiya orqali kirish bekor qilindi.',
  phone: {
    title: 'Telefon raqamingizni qoʻshing',
    intro:
      'Shaxsingiz tasdiqlandi. Posilka yangiliklari va kirish kodlarini telefoningizga yuboramiz: raqamni qoʻshing va biz yuborgan kod bilan tasdiqlang.',
    phone: 'Telefon raqami',
    terms: 'Foydalanish shartlarini qabul qilaman',
    submit: 'Kodni yuborish',
  },
  sandbox: {
    title: 'Sinov raqamli identifikatsiyasi',
    intro:
      'Bu sinov provayderi ishlab chiqishda raqamli identifikatsiya oʻrnini bosadi. Kim sifatida kirishni tanlang.',
    choose: 'Kim sifatida kirish',
    fin: 'FIN',
  },
};
