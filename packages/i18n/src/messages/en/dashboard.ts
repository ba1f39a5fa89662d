export default {
  meta: {
    title: 'My cabinet',
    description: 'Your parcels, warehouse addresses, orders and wallet in one place.',
  },
  greeting: 'Hello, {{name}}!',
  code_explained:
    'Add {{code}} to the recipient line of every order you place with our warehouse addresses, so we know the parcel is yours.',
  todo: {
    profile_title: 'Complete your profile',
    profile_text: 'Customs needs your full name and ID number before we can hand over parcels.',
    profile_link: 'Complete the profile',
    address_title: 'Add a delivery address',
    address_text: 'Tell us where to bring your parcels, or which pickup point suits you best.',
    address_link: 'Add an address',
    done_title: 'You are all set',
    done_text: 'Your profile and delivery address are complete.',
  },
  steps: {
    title: 'How to get your first parcel',
    one: 'Shop online and use our warehouse address with your code {{code}}.',
    two: 'Declare the parcel with its tracking number as soon as the store ships it.',
    three: 'Pay for delivery from your wallet and pick the parcel up, or have it brought to you.',
  },
  orders: {
    title: 'Open orders',
    none: 'No orders in progress. We can buy things for you in shops abroad, or bring your parcels to your door.',
    buy_for_me_one: 'Buy for me: {{count}} order in progress',
    buy_for_me_other: 'Buy for me: {{count}} orders in progress',
    courier_one: 'Courier delivery: {{count}} order in progress',
    courier_other: 'Courier delivery: {{count}} orders in progress',
    order: '#{{id}} · {{title}}',
    new_buy_for_me: 'Ask us to buy something',
    new_courier: 'Order a courier',
  },
};
