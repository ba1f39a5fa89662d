export default {
  meta: {
    title: 'Yangiliklar',
    description:
      'Yolla yangiliklari: yangi omborlar va topshirish punktlari, bayram kunlaridagi ish tartibi, chegirmalar mavsumi va bojxona qoidalaridagi oʻzgarishlar.',
  },
  title: 'Yangiliklar',
  intro:
    'Yangi omborlar va topshirish punktlari, bayramdagi ish tartibi, chegirmalar mavsumi va qoidalardagi oʻzgarishlar.',
  empty: 'Hozircha yangiliklar yoʻq.',
  back: '← Barcha yangiliklar',
  pages: {
    label: 'Yangiliklar sahifalari',
    newer: '← Yangiroq',
    older: 'Eskiroq →',
    position: '{{pages}} sahifadan {{page}}-sahifa',
  },
};
