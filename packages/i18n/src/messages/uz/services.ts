export default {
  meta: {
    title: 'Xizmatlar va narxlar',
    description:
      'Yetkazib berish, siz uchun xarid, kuryer xizmati, sugʻurta, posilkalarni birlashtirish va boshqalar — har bir xizmat nima qiladi va qancha turadi.',
  },
  title: 'Xizmatlar va narxlar',
  intro:
    'Posilkalaringiz uchun qila oladigan barcha ishlarimiz va ularning narxi. Tashishning oʻzi ogʻirlikka qarab hisoblanadi — tariflar sahifasiga qarang.',
  empty: 'Bu mamlakatda hozircha xizmatlar koʻrsatilmaydi.',
  price: {
    free: 'Bepul',
    from: '{{amount}} dan',
    per_kg_from: 'har kg uchun {{amount}} dan',
    percent_minimum: '{{percent}}, kamida {{minimum}}',
  },
};
