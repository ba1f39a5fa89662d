export default {
  error_word: 'XƏTA',
  heading: 'Problem sizdə deyil, bizdədir!',
  text: 'Axtardığınız səhifədə problem var, amma yəqin ki, günah sizdədir...',
  go_home: 'Ana səhifəyə',
  not_found: 'Səhifə tapılmadı: {{path}}',
};
