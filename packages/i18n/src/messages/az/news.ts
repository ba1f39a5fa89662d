export default {
  meta: {
    title: 'Xəbərlər',
    description:
      'Yolla xəbərləri: yeni anbarlar və təhvil məntəqələri, bayram iş saatları, endirim mövsümləri və gömrük dəyişiklikləri.',
  },
  title: 'Xəbərlər',
  intro: 'Yeni anbarlar və təhvil məntəqələri, bayram iş rejimi, endirim mövsümləri və qaydalardakı dəyişikliklər.',
  empty: 'Hələ xəbər yoxdur.',
  back: '← Bütün xəbərlər',
  pages: {
    label: 'Xəbər səhifələri',
    newer: '← Daha yeni',
    older: 'Daha köhnə →',
    position: 'Səhifə {{page}} / {{pages}}',
  },
};
