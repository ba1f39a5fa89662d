export default {
  signed_out: 'Вы вышли из личного кабинета. До встречи!',
  profile_saved: 'Профиль сохранён.',
  picture_saved: 'Новое фото сохранено.',
  picture_removed: 'Фото удалено.',
  notifications_saved: 'Настройки уведомлений сохранены.',
  account_deleted: 'Ваша учётная запись удалена. Жаль, что вы уходите.',
  address_added: 'Адрес добавлен.',
  address_saved: 'Адрес сохранён.',
  address_deleted: 'Адрес удалён.',
};
