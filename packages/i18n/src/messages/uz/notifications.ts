export default {
  meta: {
    title: 'Bildirishnomalar',
    description:
      'Posilkalaringiz bilan nima boʻldi: yetib kelishi, toʻlov, bojxonada ushlanishi, topshirilishi va qaytarilishi.',
  },
  title: 'Bildirishnomalar',
  intro: 'Posilkalaringiz haqidagi yangiliklar, eng yangisi yuqorida. Batafsil maʼlumot uchun posilkani oching.',
  list_label: 'Bildirishnomalaringiz',
  unread: 'Yangi',
  unread_count_one: '{{count}} ta oʻqilmagan',
  unread_count_other: '{{count}} ta oʻqilmagan',
  events: {
    parcel_arrived: '{{tracking}} raqamli posilkangiz xorijdagi omborimizga yetib keldi.',
    ready_for_pickup: '{{tracking}} raqamli posilkangizni olib ketish mumkin.',
    payment_due: '{{tracking}} raqamli posilkani yetkazish narxi {{amount}}: toʻlovni amalga oshiring.',
    parcel_held: '{{tracking}} raqamli posilkangiz bojxonada ushlab qolindi.',
    parcel_returned: '{{tracking}} raqamli posilkangiz joʻnatuvchiga qaytarilmoqda.',
    buy_for_me_update: '“Men uchun sotib ol” buyurtmangiz boʻyicha yangilik bor.',
  },
  open_parcel: '{{tracking}} raqamli posilkani ochish',
  buy_for_me: {
    awaiting_payment: '№{{id}} xarid buyurtmangiz saqlandi va toʻlovingizni kutmoqda.',
    paid: '№{{id}} xarid buyurtmangiz toʻlandi: xaridorimiz uni doʻkonda rasmiylashtiradi.',
    purchased: 'Xaridorimiz №{{id}} buyurtmangizni doʻkondan sotib oldi.',
    price_changed:
      'Doʻkon №{{id}} buyurtmangiz narxini oʻzgartirdi: yangi narxni tasdiqlang yoki buyurtmani bekor qiling.',
    cancelled: '№{{id}} xarid buyurtmangiz bekor qilindi. Uning uchun toʻlagan barcha pulingiz hamyoningizga qaytdi.',
    arrived: '№{{id}} xarid buyurtmangiz chet eldagi omborimizga yetib keldi va posilkaga aylandi.',
  },
  open_order: '№{{id}} buyurtmani ochish',
  mark_read: 'Oʻqilgan deb belgilash',
  mark_all_read: 'Hammasini oʻqilgan deb belgilash',
  undelivered: {
    sms: 'Bu bildirishnomani SMS orqali yetkazib boʻlmadi.',
    email: 'Bu bildirishnomani elektron pochta orqali yetkazib boʻlmadi.',
  },
  empty: {
    title: 'Hozircha bildirishnomalar yoʻq',
    text: 'Posilka yetib kelganda, bojxonada ushlanganda yoki olib ketishga tayyor boʻlganda, buni shu yerda koʻrasiz.',
  },
};
