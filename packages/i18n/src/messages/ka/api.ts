export default {
  signed_out: 'თქვენ გამოხვედით ანგარიშიდან. მალე შევხვდებით!',
};
