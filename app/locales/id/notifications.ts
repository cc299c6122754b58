// Issue 17 items 4-5: the notification centre, the bell, and the texts of each notification kind.
export default {};
