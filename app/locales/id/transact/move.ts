// Issue 15: texts of the move pages, dialogs and API answers (a part of the `transact` namespace).
export default {
  title: 'Pindahkan ke portofolio lain',
};
