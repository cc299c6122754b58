import type { RouterContextProvider } from 'react-router';
import type { DocumentOnlyKey } from './document-only';
import { dataRequestContext, documentOnlyContext } from './request-context';

/**
 * Keeps `value` for the server render of the document this request asks for (lib/document-only.ts)
 * and answers true; answers false for a data request, whose loader must send the value itself.
 */
export function keepForDocument<T>(context: Readonly<RouterContextProvider>, key: DocumentOnlyKey<T>, value: T): boolean {
  if (context.get(dataRequestContext)) return false;
  let values = context.get(documentOnlyContext);
  if (!values) {
    values = new Map();
    context.set(documentOnlyContext, values);
  }
  values.set(key.name, value);
  return true;
}
