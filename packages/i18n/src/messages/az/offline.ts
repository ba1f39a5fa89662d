export default {
  meta: {
    title: 'Oflayn',
    description: 'İnternet bağlantısı olmadan Yolla açılmır.',
  },
  title: 'İnternet bağlantısı yoxdur',
  text: 'Bu səhifəni internet bağlantısı olmadan açmaq mümkün deyil. Telefonunuzun və ya kompüterinizin internetə qoşulduğunu yoxlayın və yenidən cəhd edin.',
  saved_list: 'Bu cihazda kabinetə daxil olaraq bağlama siyahınızı açmısınızsa, ona oflayn da baxa bilərsiniz.',
  retry: 'Yenidən cəhd edin',
};
