export default {
  meta: {
    title: 'Tariflar va narx kalkulyatori',
    description:
      'Turkiya, AQSH, Xitoy, Buyuk Britaniya, Germaniya va BAAdagi omborlarimizdan Ozarbayjon, Oʻzbekiston va Gruziyaga yetkazib berish narxlari hamda posilkangiz uchun kalkulyator.',
  },
  title: 'Yetkazib berish tariflari',
  intro: 'Har bir omborimizdan posilka qancha turishi va narx qanday hosil boʻlishini koʻrsatadigan kalkulyator.',
  calculator: {
    title: 'Narx kalkulyatori',
    intro: 'Ogʻirlikni, katta quti uchun esa oʻlchamlarni ham kiriting. Narx yozishingiz bilan yangilanadi.',
    origin: 'Omborimiz joylashgan davlat',
    destination: 'Qayerga yetkazish',
    weight_kg: 'Ogʻirlik, kg',
    weight_hint: 'Masalan, 1,25',
    size: 'Quti oʻlchamlari (ixtiyoriy)',
    size_hint: 'Tomonlardan biri 60 sm dan uzun boʻlsa kerak: bunday quti hajmi boʻyicha hisoblanishi mumkin.',
    length_cm: 'Uzunlik, sm',
    width_cm: 'Kenglik, sm',
    height_cm: 'Balandlik, sm',
    submit: 'Hisoblash',
  },
  quote: {
    route: 'Yoʻnalish: {{from}} → {{to}}',
    actual: 'Haqiqiy ogʻirlik',
    volumetric: 'Hajmiy ogʻirlik',
    volumetric_no_size: 'Oʻlchamlar kiritilmagan, shuning uchun posilka ogʻirligi boʻyicha hisoblanadi.',
    volumetric_counted:
      'Tomonlardan biri {{threshold}} dan uzun, shuning uchun uzunlik × kenglik × balandlik ÷ {{divisor}} hisobga olinadi.',
    volumetric_ignored: 'Hech bir tomon {{threshold}} dan uzun emas, shuning uchun hajm hisobga olinmaydi.',
    chargeable: 'Toʻlanadigan ogʻirlik',
    chargeable_larger: 'Haqiqiy va hajmiy ogʻirlikdan kattasi.',
    chargeable_actual: 'Haqiqiy ogʻirlik.',
    price: 'Yetkazib berish narxi',
    billing_tier: '{{weight}} gacha boʻlgan posilkalar uchun qatʼiy narx.',
    billing_per_kg_one: '{{weight}} gacha {{base}}, yana {{count}} kilogramm, har biri {{price}}.',
    billing_per_kg_other: '{{weight}} gacha {{base}}, yana {{count}} kilogramm, har biri {{price}}.',
    days: 'Yetkazib berish {{range}} kunda.',
  },
  list: {
    title: 'Yetkazib berish narxlari: {{country}}',
    destination: 'Narxlarni koʻrsatish',
    show: 'Koʻrsatish',
    warehouse: 'Ombor',
    price: 'Posilka narxi',
    limits: 'Cheklovlar',
    days: 'Muddat',
    tier: '{{weight}} gacha {{price}}',
    per_kg: 'Har bir keyingi kilogramm uchun {{price}}',
    limit: '{{weight}} gacha, hech bir tomoni {{side}} dan oshmasin',
    day_range: '{{range}} kun',
    unavailable: 'Hozir narxlarni koʻrsatib boʻlmayapti. Bir necha daqiqadan soʻng qayta urinib koʻring.',
    note: 'Narxlar bitta posilka uchun AQSH dollarida. Bojxona toʻlovlari va soliqlar kirmaydi.',
  },
  rules: {
    title: 'Narx qanday hisoblanadi',
    volumetric:
      'Hajmiy ogʻirlik — santimetrdagi uzunlik × kenglik × balandlikning 6000 ga boʻlinmasi. U faqat qutining biror tomoni 60 sm dan uzun boʻlsa hisobga olinadi.',
    chargeable:
      'Haqiqiy ogʻirlik va hisobga olinadigan hajmiy ogʻirlikdan qaysi biri katta boʻlsa, oʻshani hisoblaymiz.',
    price:
      'Eng ogʻir pogʻonagacha posilka qatʼiy narxda; undan ortiq har bir boshlangan kilogramm kilogramm narxida toʻlanadi.',
    customs:
      'Bojxona toʻlovlari, soliqlar va uyga yetkazib berish narxga kirmaydi. Yoʻnalishning ogʻirlik yoki oʻlcham chegarasidan oshgan posilkani joʻnatib boʻlmaydi.',
  },
};
