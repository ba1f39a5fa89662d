export default {
  meta: {
    login: {
      title: 'Sign in',
      description:
        'Sign in to your cabinet to follow your parcels, declare new ones and pay for delivery from your wallet.',
    },
  },
  title: 'Sign in',
  subtitle: 'Welcome back! Sign in to follow your parcels and manage your orders.',
  username: 'Phone or e-mail',
  username_hint: 'Phone in international format, e.g. +994 50 123 45 67',
  password: 'Password',
  toggle_password: 'Show or hide the password',
  submit: 'Sign in',
  help: 'Trouble signing in? Write to us:',
  forgot_password: 'Forgot your password?',
  no_account: 'New to Yolla?',
  register: 'Create an account',
  passkey: 'Sign in with a passkey',
  or: 'or',
  passkey_cancelled: 'Signing in with a passkey was cancelled or timed out. Try again, or use your password.',
};
