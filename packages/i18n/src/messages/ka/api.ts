export default {
  signed_out: 'თქვენ გამოხვედით ანგარიშიდან. მალე შევხვდებით!',
  profile_saved: 'პროფილი შენახულია.',
  picture_saved: 'ახალი სურათი შენახულია.',
  picture_removed: 'სურათი წაშლილია.',
  notifications_saved: 'შეტყობინებების პარამეტრები შენახულია.',
  account_deleted: 'თქვენი ანგარიში წაიშალა. ვწუხვართ, რომ მიდიხართ.',
  address_added: 'მისამართი დამატებულია.',
  address_saved: 'მისამართი შენახულია.',
  address_deleted: 'მისამართი წაშლილია.',
};
