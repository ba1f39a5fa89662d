export default {
  nav_label: 'Kabinet bölmələri',
  nav: { dashboard: 'Ümumi baxış' },
  menu_open: 'Menyunu aç',
  menu_close: 'Menyunu bağla',
  your_code: 'Müştəri kodunuz:',
  copy_code: 'Kodu kopyala',
  code_copied: 'Kopyalandı',
  balance: 'Balans',
  sign_out: 'Çıxış',
  signing_out: 'Çıxış edilir…',
  greeting: 'Salam, {{name}}!',
  code_explained:
    'Anbar ünvanımıza verdiyiniz hər sifarişdə alıcı sətrinə {{code}} kodunu yazın ki, bağlamanın sizə aid olduğunu bilək.',
  todo: {
    profile_title: 'Profilinizi tamamlayın',
    profile_text: 'Gömrük üçün tam adınız və FİN kodunuz lazımdır, onlarsız bağlamanı təhvil verə bilmərik.',
    address_title: 'Çatdırılma ünvanı əlavə edin',
    address_text: 'Bağlamaları hara gətirəcəyimizi yazın və ya sizə uyğun təhvil məntəqəsini seçin.',
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
