export default {
  meta: {
    privacy: {
      title: 'Maxfiylik siyosati',
      description:
        'Yolla qanday shaxsiy maʼlumotlarni saqlaydi, nima uchun, kimga beradi, qancha muddat saqlaydi va ularni qanday koʻrish, tuzatish yoki oʻchirish mumkin.',
    },
    terms: {
      title: 'Foydalanish shartlari',
      description:
        'Yolla yetkazib berish, siz uchun xarid va kuryer xizmatlari shartlari: hisobingiz, deklaratsiyalar, toʻlov, saqlash va javobgarlik.',
    },
  },
};
