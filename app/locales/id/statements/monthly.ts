// Issue 18: the monthly part of the statements namespace (helper "statements").
export default {};
