// "Back returns to the previous page" (spec funds §2.2) without leaving the site: how many history
// entries a back button must go back to reach the page before the current one, or null when that
// page is not one of this site's (the button then follows its own link instead).
//
// React Router numbers the entries of a visit in `history.state.idx` (0 for the entry the document
// was loaded on). A page records the index it was entered at; the entries it added itself since
// (a popup's ?beli=1, a view switch) are skipped too, so Back leaves the page rather than undoing them.

export interface HistoryPosition {
  /** The index of the entry the current page was entered at, if known. */
  entryIndex: number | null;
  /** The index of the current entry. */
  currentIndex: number | null;
  /** window.history.length */
  historyLength: number;
  /** document.referrer ('' when none) */
  referrer: string;
  /** window.location.origin */
  origin: string;
}

export function stepsBackToPreviousPage({ entryIndex, currentIndex, historyLength, referrer, origin }: HistoryPosition): number | null {
  if (entryIndex === null || currentIndex === null || !Number.isInteger(entryIndex) || !Number.isInteger(currentIndex)) return null;
  if (entryIndex < 0 || currentIndex < entryIndex) return null;
  const steps = currentIndex - entryIndex + 1;
  // An earlier page of this visit, left by a client navigation: always this site's.
  if (entryIndex > 0) return steps;
  // The document was loaded on this page: the entry before it is this site's only when this site
  // sent the visitor here (and there is an entry before it: not a new tab).
  return sameOrigin(referrer, origin) && historyLength > steps ? steps : null;
}

function sameOrigin(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** React Router's index of the current history entry, or null outside a browser or before it set one. */
export function currentHistoryIndex(): number | null {
  if (typeof window === 'undefined') return null;
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}
