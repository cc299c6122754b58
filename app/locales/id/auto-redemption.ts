// Issue 18: the auto-redemption namespace.
export default {};
