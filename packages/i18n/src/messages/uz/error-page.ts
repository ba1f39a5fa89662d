export default {
  error_word: 'XATO',
  heading: 'Muammo sizda emas, bizda!',
  text: 'Siz qidirayotgan sahifada muammo bor, lekin, ehtimol, aybi sizda...',
  go_home: 'Bosh sahifaga',
  not_found: 'Sahifa topilmadi: {{path}}',
};
