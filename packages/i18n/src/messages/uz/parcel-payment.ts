export default {
  meta: {
    title: 'Posilkalar uchun toʻlov',
    description: 'Posilkalaringiz yetkazilishini hamyon balansidan toʻlang: summalar, jami va balansingiz.',
  },
  title: 'Posilkalar uchun toʻlov',
  intro: 'Posilkalar va jami summani tekshiring, soʻng hamyon balansidan toʻlang.',
  parcels_label: 'Toʻlanadigan posilkalar',
  columns: { tracking: 'Trek raqami', amount: 'Yetkazish narxi' },
  total: 'Jami',
  balance: 'Balansingiz',
  after: 'Toʻlovdan keyingi balans',
  short: {
    title: 'Balansda mablagʻ yetarli emas',
    text: 'Bu posilkalarni toʻlash uchun yana {{missing}} kerak. Hamyonni toʻldiring — soʻng toʻlash uchun shu yerga qaytasiz.',
    top_up: '{{missing}} toʻldirish',
  },
  pay: '{{total}} toʻlash',
  cancel: 'Hozir emas',
  to_list: 'Posilkalarimga oʻtish',
  none: { title: 'Posilka tanlanmagan', text: 'Toʻlanadigan posilkalarni posilkalar roʻyxatida tanlang.' },
  not_payable: {
    title: 'Toʻlanadigan narsa yoʻq',
    text: 'Bu posilkalar uchun hozir toʻlanadigan summa yoʻq: ehtimol, ular allaqachon toʻlangan yoki hali tortilmagan.',
  },
};
