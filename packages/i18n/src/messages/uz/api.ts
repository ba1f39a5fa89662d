export default {
  signed_out: 'Hisobdan chiqdingiz. Koʻrishguncha!',
  profile_saved: 'Profilingiz saqlandi.',
  picture_saved: 'Yangi rasmingiz saqlandi.',
  picture_removed: 'Rasmingiz oʻchirildi.',
  notifications_saved: 'Bildirishnoma sozlamalaringiz saqlandi.',
  account_deleted: 'Hisobingiz oʻchirildi. Ketayotganingizdan afsusdamiz.',
  address_added: 'Manzil qoʻshildi.',
  address_saved: 'Manzil saqlandi.',
  address_deleted: 'Manzil oʻchirildi.',
  code_sent: 'Kodni {{destination}} manziliga yubordik.',
  password_reset: 'Parolingiz oʻzgartirildi va barcha seanslar yopildi. Yangi parol bilan tizimga kiring.',
  password_changed: 'Parolingiz oʻzgartirildi. Boshqa seanslaringiz yopildi.',
  phone_changed: 'Telefon raqamingiz oʻzgartirildi.',
  session_ended: 'Seans yopildi.',
  contact_received:
    'Rahmat, xabaringiz bizga yetib keldi. Qoʻllab-quvvatlash xizmati ish vaqtida siz bilan bogʻlanadi.',
};
