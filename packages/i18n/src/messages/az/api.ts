export default {
  signed_out: 'Hesabdan çıxdınız. Yenidən görüşənədək!',
};
