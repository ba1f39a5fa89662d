export default {
  meta: {
    title: 'Aloqa',
    description:
      'Yollaning Boku, Toshkent va Tbilisidagi ofislari, ish vaqti va telefonlari hamda qoʻllab-quvvatlash xizmatiga yozish shakli.',
  },
  title: 'Biz bilan bogʻlaning',
  intro:
    'Qoʻngʻiroq qiling, ofislarimizdan biriga keling yoki bizga yozing: har bir xabarga ish vaqtida javob beramiz.',
  offices: 'Ofislarimiz',
  hours: '{{office}} — ish vaqti',
  form: {
    title: 'Bizga yozing',
    intro: 'Nima boʻlganini yozing; posilka haqida boʻlsa, trek raqamini ham qoʻshing.',
    name: 'Ismingiz',
    reply_to: 'Telefon yoki e-pochta',
    reply_to_hint: 'Javobni qayerga yozaylik',
    topic: 'Mavzu',
    text: 'Xabar',
    submit: 'Yuborish',
  },
  topics: {
    parcel: 'Posilka',
    payment: 'Toʻlov va hamyon',
    buy_for_me: 'Siz uchun xarid',
    customs: 'Bojxona',
    partnership: 'Hamkorlik',
    other: 'Boshqa',
  },
};
