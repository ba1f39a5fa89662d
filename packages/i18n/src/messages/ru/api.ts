export default {
  signed_out: 'Вы вышли из личного кабинета. До встречи!',
};
