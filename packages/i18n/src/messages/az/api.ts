export default {
  signed_out: 'Hesabdan çıxdınız. Yenidən görüşənədək!',
  profile_saved: 'Profiliniz yadda saxlanıldı.',
  picture_saved: 'Yeni şəkliniz yadda saxlanıldı.',
  picture_removed: 'Şəkliniz silindi.',
  notifications_saved: 'Bildiriş seçimləriniz yadda saxlanıldı.',
  account_deleted: 'Hesabınız silindi. Getdiyinizə təəssüflənirik.',
  address_added: 'Ünvan əlavə olundu.',
  address_saved: 'Ünvan yadda saxlanıldı.',
  address_deleted: 'Ünvan silindi.',
};
