export default {
  signed_out: 'Hisobdan chiqdingiz. Koʻrishguncha!',
};
