export default {
  meta: {
    title: 'Tənzimləmələr',
    description: 'Profiliniz, telefonunuz, şifrəniz, seanslarınız, bildirişləriniz və hesabınız.',
  },
  title: 'Tənzimləmələr',
  problem: 'Səhifənin bir hissəsini yükləmək mümkün olmadı',
  profile: {
    title: 'Profil',
    intro:
      'Adınızı və FİN kodunuzu şəxsiyyət vəsiqənizdə olduğu kimi yazın: gömrük bağlamaları bunlarsız təhvil vermir.',
    suite_code: 'Müştəri kodunuz:',
    incomplete: 'Profili tamamlamaq üçün adınızı, soyadınızı və FİN kodunuzu daxil edin.',
    name: 'Ad',
    surname: 'Soyad',
    national_id: 'FİN kod',
    national_id_hint: {
      AZ: 'Şəxsiyyət vəsiqənizdəki 7 simvollu FİN.',
      UZ: 'Pasportunuzdakı və ya ID kartınızdakı 14 rəqəmli PINFL.',
      GE: 'ID kartınızdakı 11 rəqəmli şəxsi nömrə.',
    },
    birth_date: 'Doğum tarixi',
    email: 'E-poçt',
    email_hint: 'Qəbzlər və bildirişlər üçün. Silmək üçün sahəni boş saxlayın.',
    language: 'SMS və məktubların dili',
    language_hint: 'Sizə göndərdiyimiz mesajlar bu dildə olacaq.',
    language_default: 'Ölkəmin dili',
    submit: 'Profili yadda saxla',
  },
  password: {
    title: 'Şifrə',
    intro: 'Şifrəni dəyişdikdən sonra daxil olduğunuz bütün digər cihazlardan çıxış ediləcək.',
    current: 'Hazırkı şifrə',
    new: 'Yeni şifrə',
    new_hint:
      '8-dən 128-ə qədər simvol. Bir neçə sözdən ibarət ifadəni yadda saxlamaq asan, təxmin etmək isə çətindir.',
    toggle: 'Şifrəni göstər və ya gizlət',
    submit: 'Şifrəni dəyiş',
  },
};
