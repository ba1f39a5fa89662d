export default {
  meta: {
    title: 'Xorijdagi manzillar',
    description:
      'Xorijdagi omborlarimizdagi shaxsiy manzillaringiz: istalgan doʻkonning buyurtma formasiga nusxalashga tayyor, ish vaqti va mashhur doʻkonlar uchun maslahatlar bilan.',
  },
  title: 'Xorijdagi manzillaringiz',
  intro:
    'Onlayn buyurtmalaringizni shu manzillardan biriga rasmiylashtiring: ombor posilkani qabul qilib, sizga joʻnatadi. {{code}} mijoz kodingiz omborga posilka sizniki ekanini bildiradi, shuning uchun manzilni doim shu kod bilan birga nusxalang.',
  jump_label: 'Omborlar',
  address_label: '{{place}} omboridagi manzilingiz',
  fields: {
    full_name: 'Ism va familiya',
    address_line_1: 'Manzil, 1-qator',
    address_line_2: 'Manzil, 2-qator',
    district: 'Tuman',
    city: 'Shahar',
    state: 'Shtat yoki viloyat',
    postal_code: 'Pochta indeksi',
    country: 'Mamlakat',
    phone: 'Telefon',
  },
  name_missing: {
    title: 'Ismingiz va familiyangizni qoʻshing',
    text: 'Doʻkonlar va tashuvchilar posilkaga ismingizni yozadi. Profilingizda ism boʻlmaguncha manzillarda faqat mijoz kodingiz koʻrsatiladi.',
    link: 'Profilni toʻldirish',
  },
  name_needed: 'Ismingizni profilda qoʻshing',
  copy: 'Nusxalash: {{field}}',
  copied: 'Nusxalandi: {{field}}',
  copy_all: 'Butun manzilni nusxalash',
  copied_all: 'Manzil nusxalandi',
  copy_failed: 'Matnni avtomatik nusxalab boʻlmadi. U belgilab qoʻyildi: Ctrl+C yoki telefon menyusi orqali nusxalang.',
  hours: {
    title: 'Qabul vaqti',
    zone: 'Mahalliy vaqt: {{zone}}',
    caption: '{{place}} omborining qabul vaqti',
  },
  shops: {
    summary: 'Doʻkonlar nimani soʻraydi: {{shops}}',
  },
  empty: {
    title: 'Mamlakatingizga hozircha hech bir ombor joʻnatmaydi',
    text: 'Bunday ombor paydo boʻlishi bilan manzillaringiz shu yerda koʻrinadi.',
  },
};
