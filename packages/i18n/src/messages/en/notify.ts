/** Texts of SMS and e-mail messages (the API composes them in the customer's language). */
export default {
  code: {
    registration:
      '{{brand}}: {{code}} is your registration code. It is valid for 10 minutes. Do not share it with anyone.',
    recovery:
      '{{brand}}: {{code}} is your code to reset the password. It is valid for 10 minutes. If you did not ask for it, ignore this message.',
    phone_change: '{{brand}}: {{code}} is your code to link this number to your account. It is valid for 10 minutes.',
  },
  notice: {
    registration_exists:
      '{{brand}}: someone tried to register with this number, which already has an account. If it was you, sign in or reset your password; if not, ignore this message.',
    phone_taken:
      '{{brand}}: someone tried to link this number to another account. It stays linked to yours; if it was you, sign in with this number instead.',
    registered_without_email:
      '{{brand}}: your account is ready. The e-mail you gave is already used by another account, so we did not add it; you can add another one in settings.',
    registered_without_national_id:
      '{{brand}}: your account is ready. The customer ID you gave is already linked to another account, so we did not add it. If it is yours, please contact support.',
    password_changed:
      '{{brand}}: your password was changed and your other sessions were signed out. If it was not you, reset your password at once.',
    phone_changed:
      '{{brand}}: this number is no longer linked to your account. If you did not change it, contact support at once.',
  },
  parcel: {
    arrived: '{{brand}}: your parcel {{tracking}} has arrived at our warehouse abroad. Details are in your account.',
    ready_for_pickup: '{{brand}}: your parcel {{tracking}} is ready for pickup. Bring an ID document.',
    payment_due: '{{brand}}: the delivery of your parcel {{tracking}} costs {{amount}}. Please pay it in your account.',
    held: '{{brand}}: your parcel {{tracking}} is held by customs. Check your account to see what is needed.',
    returned: '{{brand}}: your parcel {{tracking}} is being sent back to the sender. See your account for details.',
  },
  buy_for_me: {
    update: '{{brand}}: there is news about your buy-for-me order No. {{order_id}}. See the details in your account.',
  },
  subject: {
    recovery: 'Your {{brand}} password reset code',
    password_changed: 'Your {{brand}} password was changed',
    parcel_arrived: 'Your parcel {{tracking}} has arrived at the {{brand}} warehouse',
    parcel_ready_for_pickup: 'Your parcel {{tracking}} is ready for pickup',
    parcel_payment_due: 'Payment due for your parcel {{tracking}}',
    parcel_held: 'Your parcel {{tracking}} is held by customs',
    parcel_returned: 'Your parcel {{tracking}} is being returned',
    buy_for_me_update: 'News about your buy-for-me order No. {{order_id}}',
  },
  email: {
    settings_footer:
      'You receive this e-mail because of your notification choices. You can change them in your account settings:',
  },
};
