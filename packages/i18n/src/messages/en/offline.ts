export default {
  meta: {
    title: 'Offline',
    description: 'Yolla cannot be reached without an internet connection.',
  },
  title: 'You are offline',
  text: 'This page cannot be opened without an internet connection. Check that your phone or computer is online, then try again.',
  saved_list: 'If you opened your parcel list on this device while signed in, you can still view it offline.',
  retry: 'Try again',
};
