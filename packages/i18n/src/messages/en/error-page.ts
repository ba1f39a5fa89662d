export default {
  error_word: 'ERROR',
  heading: "It's not you, it's us!",
  text: "The page you are looking has a problem, but it's your probably fault...",
  go_home: 'Go home',
  not_found: 'Page not found: {{path}}',
};
