// How long the interface waits before acting on input (spec funds §9), in one place for every
// list that searches or loads more as you scroll: the fund lists, the compare picker, realized profits.

/** spec funds §9: a search applies 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;
/** spec funds §9: infinite scroll loads at most one page per 500 ms. */
export const SCROLL_DEBOUNCE_MS = 500;
