export default {
  meta: {
    title: 'Marketpleys SMS kodlari',
    description:
      'Turkiya marketpleyslari uchun shaxsiy turk telefon raqamingiz va ular yuboradigan SMS kodlar — darhol, nusxa olishga tayyor.',
  },
  title: '{{marketplace}} SMS kodlari',
  intro:
    '{{marketplace}} turk telefon raqamini soʻraydi va unga SMS orqali kod yuboradi. Quyidagi raqamni kiriting: yuborilgan kodlar shu sahifada paydo boʻladi.',
  number_label: '{{marketplace}} uchun turk raqamingiz',
  copy_number: 'Raqamdan nusxa olish',
  number_copied: 'Raqamdan nusxa olindi',
  copy_failed: 'Nusxa olib boʻlmadi. Matn belgilandi: uni klaviatura yoki menyu orqali nusxalang.',
  steps: {
    title: 'Qanday foydalaniladi',
    one: '{{marketplace}} ilovasida telefon raqamini qoʻshish yoki oʻzgartirishni tanlang.',
    two: 'Ushbu raqamni +90 bilan boshlab kiriting.',
    three: '{{marketplace}} kod yuborganda, u bir necha soniyada quyida paydo boʻladi. Nusxa olib, kiriting.',
  },
  messages_title: 'Kelgan kodlar',
  empty: 'Hozircha xabar yoʻq. Bu raqamga yuborilgan kodlar shu yerda paydo boʻladi.',
  pool_empty: {
    title: 'Hozir boʻsh raqam yoʻq',
    text: 'Barcha turk raqamlarimiz hozir band. Keyinroq qayta kiring: biz muntazam yangi raqamlar qoʻshib boramiz.',
  },
  code: 'Kod',
  copy_code: '{{code}} kodidan nusxa olish',
  code_copied: '{{code}} kodidan nusxa olindi',
  from: 'Yuboruvchi: {{sender}}',
  live: 'Yangi kodlar shu yerda oʻzi paydo boʻladi.',
  reload: 'Yangi xabarlarni tekshirish',
  new_message: '{{sender}}dan yangi xabar',
  unavailable: 'Xabarlaringizni hozir yuklab boʻlmadi. Birozdan soʻng qayta urinib koʻring.',
  names: {
    trendyol: 'Trendyol',
  },
};
