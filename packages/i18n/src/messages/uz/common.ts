export default {
  meta: {
    home: 'Turkiya, AQSH, Xitoy va Buyuk Britaniyadan posilkalar yetkazib berish',
    home_description:
      'Xorijda ombor manzillariga ega boʻling, istalgan onlayn doʻkondan xarid qiling va posilkalaringizni Oʻzbekiston, Ozarbayjon yoki Gruziyada oling.',
    login: 'Kirish',
    login_description:
      'Posilkalaringizni kuzatish, yangilarini deklaratsiya qilish va yetkazib berishni hisobingizdan toʻlash uchun kabinetingizga kiring.',
    cabinet: 'Shaxsiy kabinet',
    cabinet_description: 'Posilkalaringiz, ombor manzillaringiz, buyurtmalaringiz va hisobingiz bir joyda.',
    not_found: 'Sahifa topilmadi',
    error: 'Xatolik yuz berdi',
  },
  nav: {
    main: 'Asosiy navigatsiya',
    skip: 'Asosiy mazmunga oʻtish',
    home: 'Bosh sahifa',
    sign_in: 'Kirish',
    cabinet: 'Shaxsiy kabinet',
  },
  language: { label: 'Til' },
  country: { label: 'Mamlakat', AZ: 'Ozarbayjon', UZ: 'Oʻzbekiston', GE: 'Gruziya' },
  theme: { label: 'Rang mavzusi', light: 'Yorugʻ', dark: 'Qorongʻi', system: 'Qurilmadagidek' },
  notifications: 'Bildirishnomalar (Alt+T)',
  close: 'Yopish',
  menu: { open: 'Menyuni ochish', close: 'Menyuni yopish' },
  footer: {
    about:
      'Onlayn xaridlaringizni xorijdagi omborlarimizda qabul qilamiz va eshigingizgacha yoki yaqin atrofdagi topshirish punktiga yetkazamiz.',
    links: 'Sayt boʻlimlari',
    support: 'Mijozlarni qoʻllab-quvvatlash',
    hours: 'Har kuni, 09:00–21:00',
    rights: '© {{year}} {{brand}}. Barcha huquqlar himoyalangan.',
  },
};
