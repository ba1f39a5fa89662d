export default {
  hero: {
    title: 'Xaricdən alın, biz evinizə çatdıraq.',
    subtitle:
      'Türkiyə, ABŞ, Çin və Böyük Britaniyada öz ünvanlarınız, hər kiloqram üçün ədalətli qiymət və qapıya qədər çatdırılma.',
  },
  tracking: {
    label: 'Bağlamanı izlə',
    placeholder: 'İzləmə nömrəsi, məsələn TR123456789',
    submit: 'İzlə',
    invalid: '6-dan 40-a qədər latın hərfi, rəqəm və ya tire daxil edin.',
  },
};
