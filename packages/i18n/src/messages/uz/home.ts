export default {
  hero: {
    title: 'Xorijdan xarid qiling, biz uyingizgacha yetkazamiz.',
    subtitle:
      'Turkiya, AQSH, Xitoy va Buyuk Britaniyada shaxsiy manzillar, har kilogramm uchun adolatli narx va eshikkacha yetkazib berish.',
  },
  tracking: {
    label: 'Posilkani kuzatish',
    placeholder: 'Trek-raqam, masalan TR123456789',
    submit: 'Kuzatish',
    invalid: '6 tadan 40 tagacha lotin harfi, raqam yoki chiziqcha kiriting.',
  },
};
