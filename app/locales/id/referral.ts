// Issue 18: the referral namespace.
export default {};
