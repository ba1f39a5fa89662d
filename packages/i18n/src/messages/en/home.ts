export default {
  meta: {
    title: 'Parcel forwarding from Turkey, the USA, China and the UK',
    description:
      'Get warehouse addresses abroad, shop in any online store and have your parcels delivered to Azerbaijan, Uzbekistan or Georgia.',
  },
  hero: {
    title: 'Shop anywhere abroad. We bring it home.',
    subtitle:
      'Your own addresses in Turkey, the USA, China and the UK, fair prices per kilogram and delivery to your door.',
  },
  tracking: {
    label: 'Track a parcel',
    placeholder: 'Tracking number, e.g. TR123456789',
    submit: 'Track',
  },
  services: {
    title: 'What we do for you',
    forwarding: {
      title: 'Parcel forwarding',
      text: 'Personal addresses at our warehouses in six countries. We receive, weigh and photograph every parcel.',
    },
    buy_for_me: {
      title: 'Buy for me',
      text: 'Send us a link and we order it for you, even where your card is not accepted, for a 5% fee.',
    },
    courier: {
      title: 'Courier delivery',
      text: 'Have arrived parcels brought to your home or office instead of visiting a pickup point.',
    },
    azerpost: {
      title: 'Azərpoçt delivery',
      text: 'Collect parcels at any Azərpoçt branch in Azerbaijan, even in small towns.',
    },
    smart_customs: {
      title: 'Smart Customs hints',
      text: 'We tell you when a parcel needs a declaration in Smart Customs and what to fill in.',
    },
  },
  how: {
    title: 'How it works',
    address: {
      title: 'Get your addresses',
      text: 'Sign up and receive your warehouse addresses with your personal code.',
    },
    shop: {
      title: 'Shop online',
      text: 'Order from any store and ship to our warehouse address.',
    },
    declare: {
      title: 'Declare the parcel',
      text: 'Enter the tracking number and contents so customs clearance goes smoothly.',
    },
    receive: {
      title: 'Receive it',
      text: 'Pay from your wallet and pick the parcel up or have it delivered.',
    },
  },
  tariffs: {
    title: 'Delivery prices',
    subtitle: 'Price per parcel for delivery to {{country}}. You pay for the larger of actual and volumetric weight.',
    destination: 'Deliver to',
    compare: 'Compare warehouses',
    up_to: 'up to {{weight}}',
    tier: '{{price}} up to {{weight}}',
    per_kg: '{{price}} for each further kilogram',
    days: 'Delivery in {{range}} days',
    unavailable: 'Prices cannot be shown right now. Please try again in a few minutes.',
    note: 'Volumetric weight is length × width × height in cm divided by 6000. Customs duties are not included.',
  },
};
