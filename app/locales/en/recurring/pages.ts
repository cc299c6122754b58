// Issue 17 item 1: the Nabung Rutin pages, the dashboard's recurring panel and the cart's schedule step.
export default {};
