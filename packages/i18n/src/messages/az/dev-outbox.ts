export default {
  meta: {
    title: 'Göndərilən mesajlar',
    description: 'Yalnız tərtibat üçün: serverin göndərəcəyi SMS və e-məktublar.',
  },
  title: 'Göndərilən mesajlar',
  subtitle:
    'Yalnız tərtibat üçün: serverin göndərəcəyi SMS və e-məktublar, əvvəlcə ən yeniləri. İş mühitində bu səhifə yoxdur.',
  filter: 'Alıcı (telefon və ya e-poçt)',
  filter_hint: 'Bütün mesajları görmək üçün boş buraxın.',
  show: 'Göstər',
  refresh: 'Yenilə',
  empty: 'Hələ mesaj yoxdur.',
  off: 'Bu server mesajları real provayder vasitəsilə göndərir, ona görə göstəriləcək heç nə yoxdur.',
  unreachable:
    'API cavab vermədi, ona görə hazırda göndərilən mesajları oxumaq mümkün deyil. Bir azdan yenidən cəhd edin.',
  channel: {
    sms: 'SMS',
    email: 'E-məktub',
  },
  to: 'Kimə',
  subject: 'Mövzu',
};
