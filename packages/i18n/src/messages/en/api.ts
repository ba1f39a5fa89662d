export default {
  signed_out: 'You have signed out. See you soon!',
};
