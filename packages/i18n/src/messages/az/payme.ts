export default {
  parse_error: 'Sorğunu oxumaq mümkün olmadı.',
  invalid_request: 'Sorğuda məcburi sahələr yoxdur və ya sahələrin tipi səhvdir.',
  method_not_found: 'Bu metod dəstəklənmir.',
  unauthorized: 'Bu əməliyyat üçün hüquqlar kifayət deyil.',
  system_error: 'Sistem xətası baş verdi. Bir az sonra yenidən cəhd edin.',
  wrong_amount: 'Məbləğ balans artırılmasının məbləği ilə üst-üstə düşmür.',
  transaction_not_found: 'Əməliyyat tapılmadı.',
  cannot_cancel: 'Balansa yüklənən vəsait artıq xərclənib, buna görə ödənişi ləğv etmək olmaz.',
  cannot_perform: 'Bu əməliyyatı icra etmək mümkün deyil.',
  top_up_not_found: 'Balans artırılması tapılmadı.',
  top_up_not_payable: 'Bu balans artırılmasını artıq ödəmək olmaz.',
  top_up_busy: 'Bu balans artırılması artıq başqa əməliyyatla ödənilir.',
};
