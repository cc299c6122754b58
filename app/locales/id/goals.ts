// Issue 16 items 3-5: creating a portfolio, its edit dialog and deletion, the goal card and its projection.
export default {};
