// Methods the application answers; any other (TRACE, PROPFIND, OPTIONS...) gets 405 here, before React
// Router, which would otherwise raise an error, with its stack trace in development (issue 13 item 11;
// decision 031). Routes still answer 405 for a known method they do not take. (CONNECT never gets here:
// Node's server closes such a connection itself.)
import type { NextFunction, Request, Response } from 'express';
import { apiMessages } from './request-language';

const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ALLOW = ANSWERED_METHODS.join(', ');

export function rejectUnknownMethods(req: Request, res: Response, next: NextFunction): void {
  if (ANSWERED_METHODS.includes(req.method)) return next();
  // In the request's language, as the app's own refusals (the `lng` query or cookie).
  apiMessages(req)
    .then(({ methodNotAllowed }) => {
      res
        .status(405)
        .set({ Allow: ALLOW, 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' })
        .send(JSON.stringify({ message: methodNotAllowed }));
    })
    .catch(next);
}
