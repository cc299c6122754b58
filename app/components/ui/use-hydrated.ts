import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true once the component has hydrated: parts
 * that only work with JavaScript (fetcher submissions, observers, in-page controls) switch on here,
 * so the server's markup stays the no-JavaScript version (DESIGN.md "with and without JavaScript").
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
