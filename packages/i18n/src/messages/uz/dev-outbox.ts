export default {
  meta: {
    title: 'Chiquvchi xabarlar',
    description: 'Faqat ishlab chiqish uchun: server yuborishi kerak boʻlgan SMS va xatlar.',
  },
  title: 'Chiquvchi xabarlar',
  subtitle:
    'Faqat ishlab chiqish uchun: server yuborishi kerak boʻlgan SMS va xatlar, avval eng yangilari. Ishchi muhitda bu sahifa yoʻq.',
  filter: 'Qabul qiluvchi (telefon yoki e-pochta)',
  filter_hint: 'Barcha xabarlarni koʻrish uchun boʻsh qoldiring.',
  show: 'Koʻrsatish',
  refresh: 'Yangilash',
  empty: 'Hozircha xabarlar yoʻq.',
  off: 'Bu server xabarlarni haqiqiy provayder orqali yuboradi, shuning uchun koʻrsatadigan narsa yoʻq.',
  unreachable:
    'API javob bermadi, shuning uchun hozir chiquvchi xabarlarni oʻqib boʻlmaydi. Birozdan keyin qayta urinib koʻring.',
  channel: {
    sms: 'SMS',
    email: 'Xat',
  },
  to: 'Kimga',
  subject: 'Mavzu',
};
