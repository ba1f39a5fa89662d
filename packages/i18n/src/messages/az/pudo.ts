export default {
  meta: {
    title: 'Təhvil məntəqələri',
    description:
      'Yolla filialları, tərəfdaş məntəqələr və poçtamatlar xəritədə və siyahıda — iş saatları, telefonlar və yol göstəricisi ilə.',
  },
  title: '{{country}} — təhvil məntəqələri',
  intro:
    'Bağlamalarınızı yaxınlıqdakı filialdan, tərəfdaş məntəqədən və ya poçtamatdan götürün. Saatlar yerli vaxtla göstərilir.',
  filter: {
    label: 'Təhvil məntəqəsi tapın',
    search: 'Şəhər, ad və ya küçə',
    placeholder: 'məsələn, Gəncə, Nərimanov',
    type: 'Növ',
    submit: 'Tap',
  },
  types: {
    all: 'Bütün növlər',
    branch: 'Filial',
    partner: 'Tərəfdaş məntəqə',
    locker: 'Poçtamat',
  },
  count_one: '{{count}} məntəqə',
  count_other: '{{count}} məntəqə',
  empty: 'Uyğun məntəqə tapılmadı. Başqa şəhər və ya növ seçin.',
  list: 'Təhvil məntəqələri',
  open_until: '{{time}}-dək açıqdır',
  directions: '{{name}} — yol göstər',
  show_on_map: 'Xəritədə göstər',
  hours: 'İş saatları',
  hours_of: '{{name}} — iş saatları',
  map: {
    label: 'Təhvil məntəqələrinin xəritəsi',
    unavailable: 'Xəritəni indi yükləmək mümkün olmadı. Bütün məntəqələr siyahıdadır.',
    no_script: 'Xəritə üçün JavaScript lazımdır. Bütün məntəqələr siyahıdadır.',
    zoom_in: 'Yaxınlaşdır',
    zoom_out: 'Uzaqlaşdır',
  },
};
