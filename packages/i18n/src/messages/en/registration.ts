export default {
  meta: {
    register: {
      title: 'Create an account',
      description:
        'Open your Yolla account with your phone number: get warehouse addresses abroad, declare parcels and pay from your wallet.',
    },
    otp: {
      title: 'Confirm your phone',
      description: 'Enter the code we sent by SMS to confirm your phone number and open your account.',
    },
  },
  title: 'Create an account',
  subtitle: 'Your warehouse addresses abroad in a minute. We will send a code to your phone to confirm it.',
  name: 'Name',
  surname: 'Surname',
  phone: 'Mobile phone',
  phone_hint: 'Format: {{example}}',
  email: 'E-mail (optional)',
  email_hint: 'For receipts and notifications; you can also add it later.',
  password: 'Password',
  password_hint: '8 to 128 characters. A phrase of a few words is easy to remember and hard to guess.',
  toggle_password: 'Show or hide the password',
  national_id: {
    AZ: 'FIN',
    UZ: 'PINFL',
    GE: 'Personal number',
  },
  national_id_hint: {
    AZ: '7 characters, as on your ID card',
    UZ: '14 digits, as in your passport or on your ID card',
    GE: '11 digits, as on your ID card',
  },
  terms: 'I accept the terms of service and the privacy policy',
  submit: 'Get a code',
  have_account: 'Already have an account?',
  sign_in: 'Sign in',
  not_offered: {
    title: 'Accounts open through the digital identity',
    text: 'In Azerbaijan a Yolla account is opened with your digital identity, so your name and FIN arrive verified. Sign in to continue.',
    sign_in: 'Continue with the digital identity',
  },
  otp: {
    title: 'Confirm your phone',
    sent: 'We sent a 6-digit code to {{destination}}. It is valid for 10 minutes.',
    code: 'Code from the SMS',
    submit: 'Confirm',
    resend: 'Send a new code',
    resend_in: 'You can ask for a new code in {{time}}.',
    resend_ready: 'No SMS? You can ask for a new code.',
    change_phone: 'Wrong number? Change it',
    welcome: 'Your account is ready. Welcome!',
  },
};
