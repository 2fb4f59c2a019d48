export default {
  title: 'Bench',
  locales: {
    root: { label: 'English', lang: 'en' },
    zh: { label: '简体中文', lang: 'zh', link: '/zh/' },
  },
};
