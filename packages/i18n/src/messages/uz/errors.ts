export default {
  common: {
    validation_failed: 'Ayrim maydonlarni tekshirib chiqing.',
    bad_request: 'Soʻrovni qayta ishlab boʻlmadi.',
    unauthenticated: 'Davom etish uchun hisobingizga kiring.',
    forbidden: 'Bu boʻlimga kirish huquqingiz yoʻq.',
    not_found: 'Siz izlagan narsa topilmadi.',
    method_not_allowed: 'Bu amal bu yerda qoʻllab-quvvatlanmaydi.',
    payload_too_large: 'Soʻrov hajmi juda katta.',
    unsupported_media_type: 'Bu turdagi maʼlumot qoʻllab-quvvatlanmaydi.',
    rate_limited: 'Soʻrovlar juda koʻp. Biroz kutib, qayta urinib koʻring.',
    unavailable: 'Xizmat hozir band. Birozdan soʻng qayta urinib koʻring.',
    internal: 'Biz tomonda xatolik yuz berdi. Qayta urinib koʻring.',
  },
  auth: {
    invalid_credentials: 'Telefon, e-pochta yoki parol notoʻgʻri.',
    invalid_client: 'Bu ilovaga tizimga kirishga ruxsat berilmagan.',
    invalid_refresh_token: 'Seans muddati tugadi. Qaytadan kiring.',
    too_many_attempts: 'Kirish urinishlari juda koʻp. Keyinroq qayta urinib koʻring.',
    account_blocked: 'Bu hisob bloklangan. Qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    unsupported_grant_type: 'Bu kirish usuli qoʻllab-quvvatlanmaydi.',
    invalid_scope: 'Soʻralgan ruxsatlar doirasi qoʻllab-quvvatlanmaydi.',
    multiple_client_authentication:
      'Ilova maʼlumotlarini faqat bitta usulda yuboring: Authorization sarlavhasida yoki soʻrov tanasida.',
  },
};
