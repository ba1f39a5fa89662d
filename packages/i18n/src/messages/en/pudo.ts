export default {
  meta: {
    title: 'Pickup points',
    description:
      'Yolla branches, partner points and parcel lockers on a map and in a list, with opening hours, phones and directions.',
  },
  title: 'Pickup points in {{country}}',
  intro: 'Collect your parcels at a branch, a partner point or a parcel locker near you. Hours are local time.',
  filter: {
    label: 'Find a pickup point',
    search: 'City, name or street',
    placeholder: 'e.g. Ganja, Saburtalo',
    type: 'Type',
    submit: 'Find',
  },
  types: {
    all: 'All types',
    branch: 'Branch',
    partner: 'Partner point',
    locker: 'Parcel locker',
  },
  count_one: '{{count}} point',
  count_other: '{{count}} points',
  empty: 'No pickup point matches. Try another city or type.',
  list: 'Pickup points',
  open_until: 'Open until {{time}}',
  directions: 'Directions to {{name}}',
  show_on_map: 'Show on the map',
  hours: 'Opening hours',
  hours_of: 'Opening hours of {{name}}',
  map: {
    label: 'Map of pickup points',
    unavailable: 'The map cannot be loaded right now. Every pickup point is in the list.',
    no_script: 'The map needs JavaScript. Every pickup point is in the list.',
    zoom_in: 'Zoom in',
    zoom_out: 'Zoom out',
  },
};
