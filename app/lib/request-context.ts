// Values the HTTP server hands to React Router for each request.
import { createContext } from 'react-router';

/** The per-request CSP nonce (server/app.ts sets it; entry.server and root read it). */
export const nonceContext = createContext<string>('');
/** A keyed hash of the client address, for rate limits; never the address itself. */
export const clientKeyContext = createContext<string>('unknown');
