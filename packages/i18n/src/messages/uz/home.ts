export default {
  meta: {
    title: 'Turkiya, AQSH, Xitoy va Buyuk Britaniyadan posilkalar yetkazib berish',
    description:
      'Xorijda ombor manzillariga ega boʻling, istalgan onlayn doʻkondan xarid qiling va posilkalaringizni Oʻzbekiston, Ozarbayjon yoki Gruziyada oling.',
  },
  hero: {
    title: 'Xorijdan xarid qiling, biz uyingizgacha yetkazamiz.',
    subtitle:
      'Turkiya, AQSH, Xitoy va Buyuk Britaniyada shaxsiy manzillar, har kilogramm uchun adolatli narx va eshikkacha yetkazib berish.',
  },
  tracking: {
    label: 'Posilkani kuzatish',
    placeholder: 'Trek-raqam, masalan TR123456789',
    submit: 'Kuzatish',
  },
  services: {
    title: 'Siz uchun nima qilamiz',
    forwarding: {
      title: 'Posilkalarni yetkazib berish',
      text: 'Olti mamlakatdagi omborlarimizda shaxsiy manzillar. Har bir posilkani qabul qilamiz, tortamiz va suratga olamiz.',
    },
    buy_for_me: {
      title: 'Biz sotib olamiz',
      text: 'Havolani yuboring — kartangiz qabul qilinmasa ham, buyurtmani siz uchun rasmiylashtiramiz. Xizmat haqi 5%.',
    },
    courier: {
      title: 'Kuryer orqali yetkazish',
      text: 'Kelgan posilkalarni topshirish punktiga bormasdan uyingiz yoki ofisingizga olib boramiz.',
    },
    azerpost: {
      title: 'Azərpoçt orqali yetkazish',
      text: 'Posilkalarni Ozarbayjondagi istalgan Azərpoçt boʻlimidan, hatto kichik shaharlarda ham oling.',
    },
    smart_customs: {
      title: 'Smart Customs boʻyicha maslahatlar',
      text: 'Posilkani qachon Smart Customs tizimida deklaratsiya qilish kerakligini va nimalarni yozishni aytamiz.',
    },
  },
  how: {
    title: 'Bu qanday ishlaydi',
    address: {
      title: 'Manzillarni oling',
      text: 'Roʻyxatdan oʻting va shaxsiy kodingiz bilan ombor manzillarini oling.',
    },
    shop: {
      title: 'Onlayn xarid qiling',
      text: 'Istalgan doʻkondan buyurtma bering va ombor manzilimizga joʻnating.',
    },
    declare: {
      title: 'Posilkani deklaratsiya qiling',
      text: 'Bojxona rasmiylashtiruvi tez oʻtishi uchun trek-raqam va tarkibini kiriting.',
    },
    receive: {
      title: 'Qabul qilib oling',
      text: 'Balansdan toʻlang va posilkani oʻzingiz oling yoki yetkazib berishga buyurtma bering.',
    },
  },
  tariffs: {
    title: 'Yetkazib berish narxlari',
    subtitle:
      '{{country}} yoʻnalishi boʻyicha bitta posilka narxi. Haqiqiy va hajmiy vazndan qaysi biri katta boʻlsa, oʻsha toʻlanadi.',
    destination: 'Qayerga yetkazilsin',
    compare: 'Omborlarni solishtiring',
    up_to: '{{weight}} gacha',
    tier: '{{weight}} gacha — {{price}}',
    per_kg: 'Har bir keyingi kilogramm uchun {{price}}',
    days: 'Yetkazib berish muddati: {{range}} kun',
    unavailable: 'Hozircha narxlarni koʻrsatib boʻlmadi. Bir necha daqiqadan soʻng qayta urinib koʻring.',
    note: 'Hajmiy vazn: uzunlik × kenglik × balandlik (sm) / 6000. Bojxona toʻlovlari narxga kirmaydi.',
  },
};
