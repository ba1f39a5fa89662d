export default {
  placeholder: 'Select option',
  nothing_found: 'No elements found. Consider changing the search query.',
  empty: 'List is empty.',
  max_selected_one: 'Maximum of {{count}} option selected. First remove a selected option to select another.',
  max_selected_other: 'Maximum of {{count}} options selected. First remove a selected option to select another.',
};
