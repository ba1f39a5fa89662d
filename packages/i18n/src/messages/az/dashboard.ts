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
  orders: {
    title: 'Aktiv sifarişlər',
    none: 'İcrada olan sifariş yoxdur. Xarici mağazalardan sizin üçün alış edə və ya bağlamalarınızı qapınıza gətirə bilərik.',
    buy_for_me_one: 'Mənim üçün al: icrada {{count}} sifariş',
    buy_for_me_other: 'Mənim üçün al: icrada {{count}} sifariş',
    courier_one: 'Kuryerlə çatdırılma: icrada {{count}} sifariş',
    courier_other: 'Kuryerlə çatdırılma: icrada {{count}} sifariş',
    order: '№{{id}} · {{title}}',
    new_buy_for_me: 'Bizdən alış etməyi xahiş edin',
    new_courier: 'Kuryer sifariş et',
  },
};
