export default {
  meta: {
    title: 'Xaricdəki ünvanlar',
    description:
      'Xaricdəki anbarlarımızda şəxsi ünvanlarınız: istənilən mağazanın sifariş formasına köçürməyə hazırdır, iş saatları və məşhur mağazalar üçün məsləhətlərlə.',
  },
  title: 'Xaricdəki ünvanlarınız',
  intro:
    'Onlayn sifarişlərinizi bu ünvanlardan birinə göndərin: anbar bağlamanı qəbul edib sizə yola salacaq. {{code}} müştəri kodunuz anbara bağlamanın sizin olduğunu bildirir, ona görə ünvanı həmişə bu kodla birlikdə köçürün.',
  jump_label: 'Anbarlar',
  address_label: '{{place}} anbarındakı ünvanınız',
  fields: {
    full_name: 'Ad və soyad',
    address_line_1: 'Ünvan, 1-ci sətir',
    address_line_2: 'Ünvan, 2-ci sətir',
    district: 'Rayon',
    city: 'Şəhər',
    state: 'Ştat və ya region',
    postal_code: 'Poçt indeksi',
    country: 'Ölkə',
    phone: 'Telefon',
  },
  name_missing: {
    title: 'Adınızı və soyadınızı əlavə edin',
    text: 'Mağazalar və daşıyıcılar bağlamanın üzərinə adınızı yazır. Profilinizdə ad olmayana qədər ünvanlarda yalnız müştəri kodunuz göstərilir.',
    link: 'Profili tamamlayın',
  },
  name_needed: 'Adınızı profildə əlavə edin',
  copy: 'Köçür: {{field}}',
  copied: 'Köçürüldü: {{field}}',
  copy_all: 'Bütün ünvanı köçür',
  copied_all: 'Ünvan köçürüldü',
  copy_failed: 'Mətni avtomatik köçürmək alınmadı. O, seçilib: Ctrl+C düymələri və ya telefonun menyusu ilə köçürün.',
  hours: {
    title: 'Qəbul saatları',
    zone: 'Yerli vaxtla: {{zone}}',
    caption: '{{place}} anbarının qəbul saatları',
  },
  shops: {
    summary: 'Mağazalar nə istəyir: {{shops}}',
  },
  empty: {
    title: 'Ölkənizə hələ heç bir anbar göndərmir',
    text: 'Belə anbar olan kimi ünvanlarınız burada görünəcək.',
  },
};
