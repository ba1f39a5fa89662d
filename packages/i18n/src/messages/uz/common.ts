export default {
  meta: {
    not_found: 'Sahifa topilmadi',
    error: 'Xatolik yuz berdi',
  },
  nav: {
    main: 'Asosiy navigatsiya',
    skip: 'Asosiy mazmunga oʻtish',
    home: 'Bosh sahifa',
    sign_in: 'Kirish',
    cabinet: 'Shaxsiy kabinet',
    tariffs: 'Tariflar',
  },
  language: {
    label: 'Til',
  },
  country: {
    label: 'Mamlakat',
    AZ: 'Ozarbayjon',
    UZ: 'Oʻzbekiston',
    GE: 'Gruziya',
  },
  theme: {
    label: 'Rang mavzusi',
    light: 'Yorugʻ',
    dark: 'Qorongʻi',
    system: 'Qurilmadagidek',
  },
  notifications: 'Bildirishnomalar (Alt+T)',
  close: 'Yopish',
  menu: {
    open: 'Menyuni ochish',
    close: 'Menyuni yopish',
  },
  footer: {
    about:
      'Onlayn xaridlaringizni xorijdagi omborlarimizda qabul qilamiz va eshigingizgacha yoki yaqin atrofdagi topshirish punktiga yetkazamiz.',
    links: 'Sayt boʻlimlari',
    support: 'Mijozlarni qoʻllab-quvvatlash',
    hours: 'Har kuni, 09:00–21:00',
    rights: '© {{year}} {{brand}}. Barcha huquqlar himoyalangan.',
  },
  origins: {
    TR: 'Turkiya',
    US: 'AQSH',
    CN: 'Xitoy',
    GB: 'Buyuk Britaniya',
    DE: 'Germaniya',
    AE: 'BAA',
  },
};
