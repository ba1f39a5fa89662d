export default {
  meta: {
    title: 'Bildirişlər',
    description: 'Bağlamalarınızla nə baş verdi: anbara çatma, ödəniş, gömrükdə saxlanma, təhvil və geri qaytarma.',
  },
  title: 'Bildirişlər',
  intro: 'Bağlamalarınızla bağlı yeniliklər, ən yenisi yuxarıda. Təfərrüatlar üçün bağlamanı açın.',
  list_label: 'Bildirişləriniz',
  unread: 'Yeni',
  unread_count_one: '{{count}} oxunmamış',
  unread_count_other: '{{count}} oxunmamış',
  events: {
    parcel_arrived: '{{tracking}} nömrəli bağlamanız xaricdəki anbarımıza çatdı.',
    ready_for_pickup: '{{tracking}} nömrəli bağlamanız təhvil verilməyə hazırdır.',
    payment_due: '{{tracking}} nömrəli bağlamanın çatdırılması {{amount}} təşkil edir: ödəniş gözlənilir.',
    parcel_held: '{{tracking}} nömrəli bağlamanız gömrükdə saxlanılıb.',
    parcel_returned: '{{tracking}} nömrəli bağlamanız göndərənə geri qaytarılır.',
    buy_for_me_update: '“Mənim üçün al” sifarişinizdə yenilik var.',
  },
  open_parcel: '{{tracking}} nömrəli bağlamanı aç',
  buy_for_me: {
    awaiting_payment: '«Mənim üçün al» sifarişiniz №{{id}} yadda saxlanıldı və ödənişinizi gözləyir.',
    paid: '«Mənim üçün al» sifarişiniz №{{id}} ödənildi: alıcımız onu mağazada sifariş edəcək.',
    purchased: 'Alıcımız №{{id}} sifarişinizi mağazadan aldı.',
    price_changed: 'Mağaza №{{id}} sifarişinizin qiymətini dəyişdi: yeni qiyməti təsdiqləyin və ya sifarişi ləğv edin.',
    cancelled:
      '«Mənim üçün al» sifarişiniz №{{id}} ləğv edildi. Onun üçün ödədiyiniz bütün məbləğ cüzdanınıza qaytarıldı.',
    arrived: '«Mənim üçün al» sifarişiniz №{{id}} xaricdəki anbarımıza çatdı və bağlamaya çevrildi.',
  },
  open_order: '№{{id}} sifarişini aç',
  mark_read: 'Oxunmuş kimi qeyd et',
  mark_all_read: 'Hamısını oxunmuş kimi qeyd et',
  undelivered: {
    sms: 'Bu bildirişi SMS ilə çatdıra bilmədik.',
    email: 'Bu bildirişi e-poçtla çatdıra bilmədik.',
  },
  empty: {
    title: 'Hələ bildiriş yoxdur',
    text: 'Bağlama anbara çatanda, gömrükdə saxlanılanda və ya təhvilə hazır olanda bunu burada görəcəksiniz.',
  },
};
