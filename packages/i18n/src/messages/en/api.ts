export default {
  signed_out: 'You have signed out. See you soon!',
  profile_saved: 'Your profile is saved.',
  picture_saved: 'Your new picture is saved.',
  picture_removed: 'Your picture is removed.',
  notifications_saved: 'Your notification choices are saved.',
  account_deleted: 'Your account is deleted. We’re sorry to see you go.',
  address_added: 'The address is added.',
  address_saved: 'The address is saved.',
  address_deleted: 'The address is deleted.',
};
