export default {
  meta: {
    title: 'Suallar və cavablar',
    description:
      'Anbar ünvanınız, bağlamaların bəyanı, qiymətlər və hesablanan çəki, ödəniş, çatdırılma, təhvil və gömrük barədə cavablar.',
  },
  title: 'Suallar və cavablar',
  intro: 'Yolla ilə göndərişin necə işlədiyi — ilk sifarişdən bağlamanı təhvil alana qədər.',
  search: {
    label: 'Cavablarda axtarın',
    placeholder: 'məsələn, gömrük limiti, bəyan, balans',
    none: 'Axtarışınıza uyğun cavab tapılmadı. Başqa sözlərlə yoxlayın və ya əlaqə səhifəsindən bizə yazın.',
    found_one: '{{count}} cavab tapıldı',
    found_other: '{{count}} cavab tapıldı',
  },
  anchor: 'Cavabın keçidi: {{question}}',
};
