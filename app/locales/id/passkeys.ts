// Issue 18: the passkeys namespace.
export default {};
