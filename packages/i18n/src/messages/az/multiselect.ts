export default {
  placeholder: 'Seçim edin',
  nothing_found: 'Heç nə tapılmadı. Axtarış sorğusunu dəyişməyə çalışın.',
  empty: 'Siyahı boşdur.',
  max_selected_one: 'Ən çoxu {{count}} seçim etmək olar. Başqasını seçmək üçün əvvəlcə seçilmişlərdən birini çıxarın.',
  max_selected_other:
    'Ən çoxu {{count}} seçim etmək olar. Başqasını seçmək üçün əvvəlcə seçilmişlərdən birini çıxarın.',
};
