// Issue 18: the status-pages namespace.
export default {};
