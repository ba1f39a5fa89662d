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
  code_sent: 'We sent a code to {{destination}}.',
  password_reset: 'Your password is changed, and every session is signed out. Sign in with the new password.',
  password_changed: 'Your password is changed. Your other sessions are signed out.',
  phone_changed: 'Your phone number is changed.',
  session_ended: 'The session is signed out.',
  contact_received:
    'Thank you, your message has reached us. Our support team will get back to you during working hours.',
};
