// Issue 18: the products namespace.
export default {};
