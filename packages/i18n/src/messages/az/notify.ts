export default {
  code: {
    registration: '{{brand}}: qeydiyyat kodunuz {{code}}. Kod 10 dəqiqə etibarlıdır. Onu heç kimə deməyin.',
    recovery:
      '{{brand}}: şifrəni bərpa etmək üçün kodunuz {{code}}. Kod 10 dəqiqə etibarlıdır. Əgər onu siz istəməmisinizsə, bu mesaja fikir verməyin.',
    phone_change: '{{brand}}: bu nömrəni hesabınıza bağlamaq üçün kodunuz {{code}}. Kod 10 dəqiqə etibarlıdır.',
  },
  notice: {
    registration_exists:
      '{{brand}}: kimsə bu nömrə ilə qeydiyyatdan keçməyə çalışdı, lakin nömrənin artıq hesabı var. Bu sizsinizsə, daxil olun və ya şifrəni bərpa edin; deyilsinizsə, mesaja fikir verməyin.',
    phone_taken:
      '{{brand}}: kimsə bu nömrəni başqa hesaba bağlamağa çalışdı. Nömrə sizin hesabınıza bağlı qalır; bu sizsinizsə, həmin nömrə ilə daxil olun.',
    registered_without_email:
      '{{brand}}: hesabınız hazırdır. Göstərdiyiniz e-poçt artıq başqa hesabda istifadə olunur, ona görə onu əlavə etmədik; başqa ünvanı ayarlarda əlavə edə bilərsiniz.',
    registered_without_national_id:
      '{{brand}}: hesabınız hazırdır. Göstərdiyiniz FİN artıq başqa hesaba bağlıdır, ona görə onu əlavə etmədik. Əgər sizindirsə, dəstək xidmətinə müraciət edin.',
    password_changed:
      '{{brand}}: şifrəniz dəyişdirildi və digər seanslarınız bağlandı. Bunu siz etməmisinizsə, şifrəni dərhal bərpa edin.',
    phone_changed:
      '{{brand}}: bu nömrə artıq hesabınıza bağlı deyil. Onu siz dəyişməmisinizsə, dərhal dəstək xidmətinə müraciət edin.',
  },
  parcel: {
    arrived:
      '{{brand}}: {{tracking}} nömrəli bağlamanız xaricdəki anbarımıza çatdı. Ətraflı məlumat şəxsi kabinetinizdədir.',
    ready_for_pickup:
      '{{brand}}: {{tracking}} nömrəli bağlamanız təhvil verilməyə hazırdır. Şəxsiyyət vəsiqənizi götürməyi unutmayın.',
    payment_due:
      '{{brand}}: {{tracking}} nömrəli bağlamanızın çatdırılması {{amount}} təşkil edir. Ödənişi şəxsi kabinetinizdə edin.',
    held: '{{brand}}: {{tracking}} nömrəli bağlamanız gömrükdə saxlanılıb. Nə tələb olunduğunu şəxsi kabinetinizdə görə bilərsiniz.',
    returned:
      '{{brand}}: {{tracking}} nömrəli bağlamanız göndərənə geri qaytarılır. Ətraflı məlumat şəxsi kabinetinizdədir.',
  },
  buy_for_me: {
    update:
      '{{brand}}: “Mənim üçün al” xidməti üzrə {{order_id}} nömrəli sifarişinizdə yenilik var. Ətraflı məlumat şəxsi kabinetinizdədir.',
  },
  subject: {
    recovery: '{{brand}} şifrəsinin bərpası üçün kod',
    password_changed: '{{brand}} şifrəniz dəyişdirildi',
    parcel_arrived: '{{tracking}} nömrəli bağlamanız {{brand}} anbarına çatdı',
    parcel_ready_for_pickup: '{{tracking}} nömrəli bağlamanız təhvil verilməyə hazırdır',
    parcel_payment_due: '{{tracking}} nömrəli bağlama üçün ödəniş etmək lazımdır',
    parcel_held: '{{tracking}} nömrəli bağlamanız gömrükdə saxlanılıb',
    parcel_returned: '{{tracking}} nömrəli bağlamanız geri qaytarılır',
    buy_for_me_update: '{{order_id}} nömrəli “Mənim üçün al” sifarişinizdə yenilik var',
  },
  email: {
    settings_footer:
      'Bu məktubu bildiriş seçimlərinizə görə alırsınız. Onları hesabınızın tənzimləmələrində dəyişə bilərsiniz:',
  },
};
