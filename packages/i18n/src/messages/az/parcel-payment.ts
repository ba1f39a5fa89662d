export default {
  meta: {
    title: 'Bağlamaların ödənişi',
    description: 'Bağlamalarınızın çatdırılmasını cüzdan balansından ödəyin: məbləğlər, cəm və balansınız.',
  },
  title: 'Bağlamaların ödənişi',
  intro: 'Bağlamaları və ümumi məbləği yoxlayın, sonra cüzdan balansından ödəyin.',
  parcels_label: 'Ödəniləcək bağlamalar',
  columns: { tracking: 'İzləmə nömrəsi', amount: 'Çatdırılma qiyməti' },
  total: 'Cəmi',
  balance: 'Balansınız',
  after: 'Ödənişdən sonra balans',
  short: {
    title: 'Balansda kifayət qədər vəsait yoxdur',
    text: 'Bu bağlamaları ödəmək üçün daha {{missing}} lazımdır. Cüzdanı artırın, sonra ödəmək üçün bura qayıdacaqsınız.',
    top_up: '{{missing}} artır',
  },
  pay: '{{total}} ödə',
  cancel: 'İndi yox',
  to_list: 'Bağlamalarıma keç',
  none: { title: 'Bağlama seçilməyib', text: 'Ödəniləcək bağlamaları bağlamalar siyahısında seçin.' },
  not_payable: {
    title: 'Ödəniləcək bir şey yoxdur',
    text: 'Bu bağlamalar üçün hazırda ödəniləcək məbləğ yoxdur: ola bilsin ki, artıq ödənilib və ya hələ çəkilməyib.',
  },
};
