export default {
  meta: {
    title: 'Marketpleys SMS kodları',
    description:
      'Türkiyə marketpleysləri üçün şəxsi türk telefon nömrəniz və onlara göndərilən SMS kodları — canlı, kopyalamağa hazır.',
  },
  title: '{{marketplace}} SMS kodları',
  intro:
    '{{marketplace}} türk telefon nömrəsi istəyir və ona SMS ilə kod göndərir. Aşağıdakı nömrəni göstərin: göndərilən kodlar bu səhifədə görünəcək.',
  number_label: '{{marketplace}} üçün türk nömrəniz',
  copy_number: 'Nömrəni kopyala',
  number_copied: 'Nömrə kopyalandı',
  copy_failed: 'Kopyalamaq alınmadı. Mətn seçilib: klaviatura və ya menyu ilə kopyalayın.',
  steps: {
    title: 'Necə istifadə etməli',
    one: '{{marketplace}}-da telefon nömrəsini əlavə etməyi və ya dəyişməyi seçin.',
    two: 'Bu nömrəni +90 ilə başlayaraq daxil edin.',
    three: '{{marketplace}} kod göndərəndə o, bir neçə saniyəyə aşağıda görünəcək. Kopyalayıb daxil edin.',
  },
  messages_title: 'Gələn kodlar',
  empty: 'Hələ mesaj yoxdur. Bu nömrəyə göndərilən kodlar burada görünəcək.',
  pool_empty: {
    title: 'Hazırda boş nömrə yoxdur',
    text: 'Bütün türk nömrələrimiz hazırda məşğuldur. Bir az sonra yenidən baxın: mütəmadi olaraq yeni nömrələr əlavə edirik.',
  },
  code: 'Kod',
  copy_code: '{{code}} kodunu kopyala',
  code_copied: '{{code}} kodu kopyalandı',
  from: 'Göndərən: {{sender}}',
  live: 'Yeni kodlar burada özü görünəcək.',
  reload: 'Yeni mesajları yoxla',
  new_message: '{{sender}} göndərəndən yeni mesaj',
  unavailable: 'Mesajlarınızı hazırda yükləmək mümkün olmadı. Bir az sonra yenidən cəhd edin.',
  names: {
    trendyol: 'Trendyol',
  },
};
