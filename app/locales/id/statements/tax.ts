// Issue 18: the tax part of the statements namespace (helper "tax").
export default {};
