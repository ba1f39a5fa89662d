export default {
  meta: {
    title: 'News',
    description: 'Yolla news: new warehouses and pickup points, holiday hours, shopping seasons and customs changes.',
  },
  title: 'News',
  intro: 'New warehouses and pickup points, holiday hours, sale seasons and changes to the rules.',
  empty: 'There is no news yet.',
  back: '← All news',
  pages: {
    label: 'News pages',
    newer: '← Newer',
    older: 'Older →',
    position: 'Page {{page}} of {{pages}}',
  },
};
