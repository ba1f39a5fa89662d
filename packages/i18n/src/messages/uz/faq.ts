export default {
  meta: {
    title: 'Savol-javoblar',
    description:
      'Ombor manzilingiz, posilkalarni deklaratsiya qilish, tariflar va hisoblanadigan ogʻirlik, toʻlov, yetkazib berish, topshirish va bojxona haqida javoblar.',
  },
  title: 'Savol-javoblar',
  intro: 'Yolla bilan yetkazib berish qanday ishlaydi — birinchi buyurtmadan posilkani olishgacha.',
  search: {
    label: 'Javoblardan qidirish',
    placeholder: 'masalan, bojxona limiti, deklaratsiya, hamyon',
    none: 'Soʻrovingizga mos javob topilmadi. Boshqa soʻzlar bilan urinib koʻring yoki aloqa sahifasi orqali bizga yozing.',
    found_one: '{{count}} ta javob topildi',
    found_other: '{{count}} ta javob topildi',
  },
  anchor: 'Javobga havola: {{question}}',
};
