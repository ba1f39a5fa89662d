export default {
  meta: {
    title: 'Şəxsi kabinet',
    description: 'Bağlamalarınız, anbar ünvanlarınız, sifarişləriniz və balansınız bir yerdə.',
  },
  greeting: 'Salam, {{name}}!',
  code_explained:
    'Anbar ünvanımıza verdiyiniz hər sifarişdə alıcı sətrinə {{code}} kodunu yazın ki, bağlamanın sizə aid olduğunu bilək.',
  todo: {
    profile_title: 'Profilinizi tamamlayın',
    profile_text: 'Gömrük üçün tam adınız və FİN kodunuz lazımdır, onlarsız bağlamanı təhvil verə bilmərik.',
    profile_link: 'Profili tamamla',
    address_title: 'Çatdırılma ünvanı əlavə edin',
    address_text: 'Bağlamaları hara gətirəcəyimizi yazın və ya sizə uyğun təhvil məntəqəsini seçin.',
    address_link: 'Ünvan əlavə et',
    done_title: 'Hər şey hazırdır',
    done_text: 'Profiliniz və çatdırılma ünvanınız tamamlanıb.',
  },
  steps: {
    title: 'İlk bağlamanızı necə almalı',
    one: 'Onlayn alış-veriş edin və {{code}} kodunuzla anbar ünvanımızı göstərin.',
    two: 'Mağaza göndərən kimi bağlamanı izləmə nömrəsi ilə bəyan edin.',
    three: 'Çatdırılma haqqını balansdan ödəyin və bağlamanı özünüz götürün və ya kuryer sifariş edin.',
  },
};
