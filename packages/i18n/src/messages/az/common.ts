export default {
  meta: {
    not_found: 'Səhifə tapılmadı',
    error: 'Xəta baş verdi',
  },
  nav: {
    main: 'Əsas naviqasiya',
    skip: 'Məzmuna keç',
    home: 'Ana səhifə',
    sign_in: 'Daxil ol',
    cabinet: 'Şəxsi kabinet',
    tariffs: 'Tariflər',
  },
  language: {
    label: 'Dil',
  },
  country: {
    label: 'Ölkə',
    AZ: 'Azərbaycan',
    UZ: 'Özbəkistan',
    GE: 'Gürcüstan',
  },
  theme: {
    label: 'Rəng mövzusu',
    light: 'İşıqlı',
    dark: 'Tünd',
    system: 'Cihazdakı kimi',
  },
  notifications: 'Bildirişlər (Alt+T)',
  close: 'Bağla',
  menu: {
    open: 'Menyunu aç',
    close: 'Menyunu bağla',
  },
  footer: {
    about:
      'Onlayn sifarişlərinizi xaricdəki anbarlarımızda qəbul edir, qapınıza və ya yaxınlıqdakı təhvil məntəqəsinə çatdırırıq.',
    links: 'Sayt bölmələri',
    support: 'Müştəri dəstəyi',
    hours: 'Hər gün, 09:00–21:00',
    rights: '© {{year}} {{brand}}. Bütün hüquqlar qorunur.',
  },
  origins: {
    TR: 'Türkiyə',
    US: 'ABŞ',
    CN: 'Çin',
    GB: 'Böyük Britaniya',
    DE: 'Almaniya',
    AE: 'BƏƏ',
  },
};
