export default {
  meta: {
    title: 'Türkiyə, ABŞ, Çin və Böyük Britaniyadan bağlamaların çatdırılması',
    description:
      'Xaricdə anbar ünvanları əldə edin, istənilən onlayn mağazadan alış-veriş edin, bağlamalarınızı Azərbaycanda, Özbəkistanda və ya Gürcüstanda təhvil alın.',
  },
  hero: {
    title: 'Xaricdən alın, biz evinizə çatdıraq.',
    subtitle:
      'Türkiyə, ABŞ, Çin və Böyük Britaniyada öz ünvanlarınız, hər kiloqram üçün ədalətli qiymət və qapıya qədər çatdırılma.',
  },
  tracking: {
    label: 'Bağlamanı izlə',
    placeholder: 'İzləmə nömrəsi, məsələn TR123456789',
    submit: 'İzlə',
  },
  services: {
    title: 'Sizin üçün nə edirik',
    forwarding: {
      title: 'Bağlamaların çatdırılması',
      text: 'Altı ölkədəki anbarlarımızda şəxsi ünvanlar. Hər bağlamanı qəbul edir, çəkir və şəklini çəkirik.',
    },
    buy_for_me: {
      title: 'Sifarişi biz edək',
      text: 'Linki göndərin, kartınız qəbul olunmasa belə sifarişi sizin əvəzinizə verək. Xidmət haqqı 5%.',
    },
    courier: {
      title: 'Kuryer çatdırılması',
      text: 'Gələn bağlamaları təhvil məntəqəsinə getmədən evinizə və ya ofisinizə gətirək.',
    },
    azerpost: {
      title: 'Azərpoçt ilə çatdırılma',
      text: 'Bağlamalarınızı Azərbaycanın istənilən Azərpoçt filialından, hətta kiçik şəhərlərdə də götürün.',
    },
    smart_customs: {
      title: 'Smart Customs üzrə məsləhətlər',
      text: 'Bağlamanı nə vaxt Smart Customs-da bəyan etmək lazım olduğunu və nəyi yazmağı deyirik.',
    },
  },
  how: {
    title: 'Necə işləyir',
    address: {
      title: 'Ünvanlarınızı alın',
      text: 'Qeydiyyatdan keçin və şəxsi kodunuzla anbar ünvanlarını əldə edin.',
    },
    shop: {
      title: 'Onlayn alış-veriş edin',
      text: 'İstənilən mağazadan sifariş verin və anbar ünvanımıza göndərin.',
    },
    declare: {
      title: 'Bağlamanı bəyan edin',
      text: 'İzləmə nömrəsini və məzmunu yazın ki, gömrük rəsmiləşdirməsi rahat keçsin.',
    },
    receive: {
      title: 'Təhvil alın',
      text: 'Balansdan ödəyin və bağlamanı özünüz götürün və ya çatdırılma sifariş edin.',
    },
  },
  tariffs: {
    title: 'Çatdırılma qiymətləri',
    subtitle:
      '{{country}} istiqaməti üzrə bir bağlamanın qiyməti. Faktiki və həcmi çəkidən hansı böyükdürsə, o ödənilir.',
    destination: 'Hara çatdırılsın',
    compare: 'Anbarları müqayisə edin',
    up_to: 'ən çoxu {{weight}}',
    tier: '{{price}} — ən çoxu {{weight}}',
    per_kg: 'Hər növbəti kiloqram üçün {{price}}',
    days: 'Çatdırılma müddəti: {{range}} gün',
    unavailable: 'Qiymətləri hazırda göstərmək mümkün olmadı. Bir neçə dəqiqədən sonra yenidən cəhd edin.',
    note: 'Həcmi çəki: uzunluq × en × hündürlük (sm) / 6000. Gömrük rüsumları qiymətə daxil deyil.',
  },
};
