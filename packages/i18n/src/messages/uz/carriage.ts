export default {
  meta: {
    title: 'Tashish qoidalari',
    description:
      'Nimani va qanday qabul qilamiz: qadoqlash, ogʻirlik va oʻlcham cheklovlari, har bir ombor uchun taqiqlangan va cheklangan tovarlar, bojxona limitlari.',
  },
  items: {
    title: 'Taqiqlangan va cheklangan tovarlar',
    prohibited: 'Hech qachon qabul qilinmaydi',
    restricted: 'Faqat shart bilan qabul qilinadi',
    item: 'Tovar',
    origins: 'Omborlar',
    condition: 'Shart',
    all_origins: 'Barcha omborlar',
    never: 'Qabul qilinmaydi',
  },
  customs: {
    title: 'Bojxona limiti: {{country}}',
    destination: 'Yetkazish mamlakati',
    show: 'Koʻrsatish',
    per_month: 'Har kalendar oyida {{limit}} gacha bojsiz',
    per_shipment: 'Har bir posilka uchun {{limit}} gacha bojsiz',
    none: 'Bu mamlakat uchun bojxona limiti haqida maʼlumotimiz yoʻq.',
  },
};
