// Issue 17 items 1-2: Nabung Rutin's rules: payment states (spec funds §4.5), failure reasons, field errors.
export default {};
