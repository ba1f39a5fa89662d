export default {
  meta: {
    title: 'Xidmətlər və qiymətlər',
    description:
      'Göndəriş, sizin yerinizə alış, kuryer çatdırılması, sığorta, bağlamaların birləşdirilməsi və s. — hər xidmətin nə etdiyi və qiyməti.',
  },
  title: 'Xidmətlər və qiymətlər',
  intro:
    'Bağlamalarınız üçün edə biləcəyimiz hər şey və qiyməti. Daşınmanın özü çəkiyə görə hesablanır — tariflər səhifəsinə baxın.',
  empty: 'Bu ölkədə hələ xidmət təklif olunmur.',
  price: {
    free: 'Pulsuz',
    from: '{{amount}}-dan',
    per_kg_from: 'hər kq üçün {{amount}}-dan',
    percent_minimum: '{{percent}}, ən azı {{minimum}}',
  },
};
