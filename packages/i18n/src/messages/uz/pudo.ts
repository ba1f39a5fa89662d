export default {
  meta: {
    title: 'Topshirish punktlari',
    description:
      'Yolla filiallari, hamkor punktlar va pochtamatlar xaritada va roʻyxatda — ish vaqti, telefonlar va yoʻnalish bilan.',
  },
  title: '{{country}}: topshirish punktlari',
  intro:
    'Posilkalaringizni yaqin atrofdagi filial, hamkor punkt yoki pochtamatdan oling. Vaqt mahalliy vaqtda koʻrsatilgan.',
  filter: {
    label: 'Topshirish punktini topish',
    search: 'Shahar, nom yoki koʻcha',
    placeholder: 'masalan, Samarqand, Chilonzor',
    type: 'Turi',
    submit: 'Topish',
  },
  types: {
    all: 'Barcha turlar',
    branch: 'Filial',
    partner: 'Hamkor punkt',
    locker: 'Pochtamat',
  },
  count_one: '{{count}} ta punkt',
  count_other: '{{count}} ta punkt',
  empty: 'Mos punkt topilmadi. Boshqa shahar yoki turni tanlang.',
  list: 'Topshirish punktlari',
  open_until: '{{time}} gacha ochiq',
  directions: '{{name}} — yoʻnalish',
  show_on_map: 'Xaritada koʻrsatish',
  hours: 'Ish vaqti',
  hours_of: '{{name}} — ish vaqti',
  map: {
    label: 'Topshirish punktlari xaritasi',
    unavailable: 'Hozir xaritani yuklab boʻlmadi. Barcha punktlar roʻyxatda bor.',
    no_script: 'Xarita uchun JavaScript kerak. Barcha punktlar roʻyxatda bor.',
    zoom_in: 'Yaqinlashtirish',
    zoom_out: 'Uzoqlashtirish',
  },
};
