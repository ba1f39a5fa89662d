export default {
  meta: {
    privacy: {
      title: 'Privacy policy',
      description:
        'What personal data Yolla keeps, why, who receives it, how long we keep it and how you can see, correct or delete it.',
    },
    terms: {
      title: 'Terms and conditions',
      description:
        'The terms of Yolla’s forwarding, buy-for-me and delivery services: your account, declarations, payment, storage and liability.',
    },
  },
};
