export default {
  meta: {
    start: {
      title: 'Reset your password',
      description: 'Forgot your password? Get a code by SMS or e-mail and choose a new one.',
    },
    code: {
      title: 'Enter the code',
      description: 'Enter the code we sent to reset your password.',
    },
    password: {
      title: 'New password',
      description: 'Choose a new password for your account.',
    },
  },
  start: {
    title: 'Forgot your password?',
    subtitle: 'Enter the phone number or e-mail of your account and we will send a code there.',
    username: 'Phone or e-mail',
    username_hint: 'Phone in international format, e.g. +994 50 123 45 67',
    submit: 'Send a code',
    back: 'Back to sign-in',
  },
  code: {
    title: 'Enter the code',
    sent: 'If an account uses {{destination}}, we sent a 6-digit code there. It is valid for 10 minutes.',
    code: 'Code',
    submit: 'Continue',
    resend: 'Send a new code',
    resend_in: 'You can ask for a new code in {{time}}.',
    resend_ready: 'Nothing came? You can ask for a new code.',
    undelivered:
      'We could not deliver the code to {{destination}}. You can also recover the account with its other phone or e-mail:',
    other: 'Use another phone or e-mail',
  },
  password: {
    title: 'Choose a new password',
    subtitle: 'Every session of your account will be signed out; then sign in with the new password.',
    password: 'New password',
    password_hint: '8 to 128 characters. A phrase of a few words is easy to remember and hard to guess.',
    toggle_password: 'Show or hide the password',
    submit: 'Save the password',
    restart: 'Start again',
  },
};
