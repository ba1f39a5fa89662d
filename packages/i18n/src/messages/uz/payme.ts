export default {
  parse_error: 'Soʻrovni oʻqib boʻlmadi.',
  invalid_request: 'Soʻrovda majburiy maydonlar yoʻq yoki ularning turi notoʻgʻri.',
  method_not_found: 'Bu usul qoʻllab-quvvatlanmaydi.',
  unauthorized: 'Bu amalni bajarish uchun huquq yetarli emas.',
  system_error: 'Tizim xatosi yuz berdi. Keyinroq qayta urinib koʻring.',
  wrong_amount: 'Summa hisobni toʻldirish summasiga mos kelmaydi.',
  transaction_not_found: 'Tranzaksiya topilmadi.',
  cannot_cancel: 'Toʻldirilgan mablagʻ allaqachon sarflangan, shuning uchun toʻlovni bekor qilib boʻlmaydi.',
  cannot_perform: 'Bu tranzaksiyani amalga oshirib boʻlmaydi.',
  top_up_not_found: 'Hisobni toʻldirish topilmadi.',
  top_up_not_payable: 'Bu hisobni toʻldirishni endi toʻlab boʻlmaydi.',
  top_up_busy: 'Bu hisobni toʻldirish boshqa tranzaksiyada toʻlanmoqda.',
};
