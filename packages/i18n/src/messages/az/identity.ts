export default {
  meta: {
    title: 'Rəqəmsal identifikasiya ilə giriş',
    description: 'Azərbaycanın rəqəmsal identifikasiyası ilə Yolla hesabınıza daxil olun və ya hesab açın.',
  },
  title: 'Rəqəmsal identifikasiya ilə giriş',
  intro:
    'Şəxsiyyətinizi Azərbaycanın rəqəmsal identifikasiyası ilə təsdiqləyin. İlk dəfə hesabınızı təsdiqlənmiş adınız və FİN-inizlə açırıq — sizə yalnız telefon nömrəsi əlavə etmək qalır.',
  start: 'Rəqəmsal identifikasiya ilə davam et',
  login_link: 'Rəqəmsal identifikasiya ilə daxil ol',
  back: 'Şifrə ilə daxil olun',
  not_offered: 'Rəqəmsal identifikasiya ilə giriş Azərbaycan üçün mövcuddur. Telefon nömrəsi və şifrə ilə daxil olun.',
  state_mismatch: 'Bu giriş burada başlamayıb və ya vaxtı bitib. Yenidən başlayın.',
  denied: 'Rəqəmsal identifikasiya ilə giriş ləğv edildi.',
  phone: {
    title: 'Telefon nömrənizi əlavə edin',
    intro:
      'Şəxsiyyətiniz təsdiqləndi. Bağlama xəbərlərini və giriş kodlarını telefonunuza göndəririk: nömrəni əlavə edin və göndərdiyimiz kodla təsdiqləyin.',
    phone: 'Telefon nömrəsi',
    terms: 'İstifadə şərtlərini qəbul edirəm',
    submit: 'Kodu göndər',
  },
  sandbox: {
    title: 'Sınaq rəqəmsal identifikasiyası',
    intro:
      'Bu sınaq provayderi inkişaf zamanı rəqəmsal identifikasiyanı əvəz edir. Kimin adından daxil olacağınızı seçin.',
    choose: 'Daxil ol',
    fin: 'FİN',
  },
};
