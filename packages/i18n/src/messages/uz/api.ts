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
};
