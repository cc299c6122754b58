// Issue 16 items 6-8: returns that tell the truth (money- and time-weighted), the dollar rate, /portfolio/performa.
export default {};
