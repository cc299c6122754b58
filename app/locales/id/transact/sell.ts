// Issue 15: texts of the sell pages, dialogs and API answers (a part of the `transact` namespace).
export default {
  title: 'Jual reksa dana',
};
