// Values the HTTP server hands to React Router for each request.
import { createContext } from 'react-router';

/** The per-request CSP nonce (server/app.ts sets it; entry.server and root read it). */
export const nonceContext = createContext<string>('');
/** A keyed hash of the client address, for rate limits; never the address itself. */
export const clientKeyContext = createContext<string>('unknown');
/**
 * True for a client navigation's data request (`/path.data`, React Router's single fetch), false for
 * a document. React Router hands loaders the page's address either way, so server/app.ts says which.
 * Unset (the development server, which does not run server/app.ts) it is true: a loader then sends
 * everything, which is always correct, only larger (lib/document-only.ts).
 */
export const dataRequestContext = createContext<boolean>(true);
/** A document's render-only values (lib/document-only.ts); created per request when first kept. */
export const documentOnlyContext = createContext<Map<string, unknown> | null>(null);
