export default {
  meta: {
    register: {
      title: 'Qeydiyyat',
      description:
        'Telefon nömrənizlə Yolla hesabı açın: xaricdəki anbar ünvanlarını əldə edin, bağlamaları bəyan edin və balansdan ödəyin.',
    },
    otp: {
      title: 'Telefonun təsdiqi',
      description: 'Telefon nömrənizi təsdiqləmək və hesabınızı açmaq üçün SMS ilə göndərdiyimiz kodu daxil edin.',
    },
  },
  title: 'Qeydiyyat',
  subtitle:
    'Xaricdəki anbar ünvanlarınız bir dəqiqəyə hazırdır. Nömrəni təsdiqləmək üçün telefonunuza kod göndərəcəyik.',
  name: 'Ad',
  surname: 'Soyad',
  phone: 'Mobil telefon',
  phone_hint: 'Format: {{example}}',
  email: 'E-poçt (məcburi deyil)',
  email_hint: 'Qəbzlər və bildirişlər üçün; onu sonra da əlavə edə bilərsiniz.',
  password: 'Şifrə',
  password_hint:
    '8-dən 128-ə qədər simvol. Bir neçə sözdən ibarət ifadəni yadda saxlamaq asan, təxmin etmək isə çətindir.',
  toggle_password: 'Şifrəni göstər və ya gizlət',
  national_id: {
    AZ: 'FİN',
    UZ: 'PİNFL',
    GE: 'Şəxsi nömrə',
  },
  national_id_hint: {
    AZ: '7 simvol, şəxsiyyət vəsiqənizdəki kimi',
    UZ: '14 rəqəm, pasportunuzda və ya ID kartınızda olduğu kimi',
    GE: '11 rəqəm, şəxsiyyət vəsiqənizdəki kimi',
  },
  terms: 'Xidmət şərtlərini və məxfilik siyasətini qəbul edirəm',
  submit: 'Kod al',
  have_account: 'Artıq hesabınız var?',
  sign_in: 'Daxil olun',
  not_offered: {
    title: 'Hesab rəqəmsal şəxsiyyət vasitəsilə açılır',
    text: 'Azərbaycanda Yolla hesabı rəqəmsal şəxsiyyətinizlə açılır, ona görə adınız və FİN-iniz artıq təsdiqlənmiş olur. Davam etmək üçün daxil olun.',
    sign_in: 'Rəqəmsal identifikasiya ilə davam edin',
  },
  otp: {
    title: 'Telefonunuzu təsdiqləyin',
    sent: '{{destination}} nömrəsinə 6 rəqəmli kod göndərdik. Kod 10 dəqiqə etibarlıdır.',
    code: 'SMS-dəki kod',
    submit: 'Təsdiqlə',
    resend: 'Yeni kod göndər',
    resend_in: 'Yeni kodu {{time}} sonra istəyə bilərsiniz.',
    resend_ready: 'SMS gəlmədi? Yeni kod istəyə bilərsiniz.',
    undelivered: 'Kodu {{destination}} nömrəsinə çatdıra bilmədik: nömrə səhv ola və ya SMS qəbul etməyə bilər.',
    change_phone: 'Nömrə səhvdir? Dəyişin',
    welcome: 'Hesabınız hazırdır. Xoş gəlmisiniz!',
  },
};
