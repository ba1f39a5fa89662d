export default {
  meta: {
    privacy: {
      title: 'Məxfilik siyasəti',
      description:
        'Yolla hansı şəxsi məlumatları saxlayır, nə üçün, kimə ötürür, nə qədər saxlayır və siz onlara necə baxa, düzəliş edə və ya sildirə bilərsiniz.',
    },
    terms: {
      title: 'İstifadə şərtləri',
      description:
        'Yolla-nın göndəriş, sizin yerinizə alış və çatdırılma xidmətlərinin şərtləri: hesabınız, bəyannamələr, ödəniş, saxlanma və məsuliyyət.',
    },
  },
};
