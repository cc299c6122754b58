// Issue 16 items 8, 9: allocation by type, realized profit, one portfolio's holdings of one type.
export default {};
