// Render-only data: what a document's server render needs but its hydration does not.
//
// Why: the landing's sections are static markup (components/ui/static-markup.tsx): hydration keeps
// the HTML the server sent and never renders their children, yet React Router serialises every
// loader's whole answer into the document for hydration. Their content travelled twice, once as
// HTML and once as escaped JSON (a seventh of the visitor landing's bytes, issue 4 "Performance").
//
// - A loader answering a document keeps such a value here (keepForDocument in
//   document-only.server.ts) and sends only what hydration needs; entry.server.tsx hands the
//   request's values to the render through DocumentOnlyValues.
// - A data request (a client navigation, a revalidation) renders in the browser, so the loader sends
//   the value itself there.
// - In the browser useDocumentOnly answers null: a component reads the value from its loader data
//   then, and while hydrating a document it has neither, so it must render only static markup from it.
import { createContext, useContext } from 'react';

/** A typed name for one render-only value. */
export interface DocumentOnlyKey<T> {
  readonly name: string;
  /** Only carries the type. */
  readonly type?: T;
}

export function documentOnlyKey<T>(name: string): DocumentOnlyKey<T> {
  return { name };
}

export const DocumentOnlyValues = createContext<ReadonlyMap<string, unknown> | null>(null);

/** The value the loader kept for this document's server render; null in the browser. */
export function useDocumentOnly<T>(key: DocumentOnlyKey<T>): T | null {
  const values = useContext(DocumentOnlyValues);
  return (values?.get(key.name) as T | undefined) ?? null;
}
