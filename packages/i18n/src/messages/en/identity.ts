export default {
  meta: {
    title: 'Sign in with the digital identity',
    description: 'Sign in or open a Yolla account with the national digital identity of Azerbaijan.',
  },
  title: 'Sign in with the digital identity',
  intro:
    'Confirm who you are with the national digital identity of Azerbaijan. The first time, we open your account with your verified name and FIN; you only add a phone number.',
  start: 'Continue with the digital identity',
  login_link: 'Sign in with the digital identity',
  back: 'Sign in with a password instead',
  not_offered:
    'Sign-in with the digital identity is available for Azerbaijan. Sign in with your phone number and password instead.',
  state_mismatch: 'This sign-in did not start here or has expired. Please start again.',
  denied: 'The sign-in with the digital identity was cancelled.',
  phone: {
    title: 'Add your phone number',
    intro:
      'Your identity is confirmed. We send parcel updates and sign-in codes to your phone: add the number and confirm it with the code we send.',
    phone: 'Phone number',
    terms: 'I accept the terms and conditions',
    submit: 'Send the code',
  },
  sandbox: {
    title: 'Sandbox digital identity',
    intro: 'This test provider stands in for the national digital identity in development. Choose who to sign in as.',
    choose: 'Sign in as',
    fin: 'FIN',
  },
};
