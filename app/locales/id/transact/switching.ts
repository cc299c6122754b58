// Issue 15: texts of the switching pages, dialogs and API answers (a part of the `transact` namespace).
export default {
  title: 'Pindah ke reksa dana lain (switching)',
};
