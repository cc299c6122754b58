// /signout (issue 2 item 5): a POST revokes the session in the database, so the cookie is
// worthless even if a copy survives, and clears the cookie. A GET changes nothing: signing out
// by following a link would let any page sign a visitor out, and so would a form on another site:
// this resource route checks the Origin itself (React Router does it for page routes only).
import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { apiError } from '~/lib/api.server';
import { isForeignOrigin } from '~/lib/origin.server';
import { destroySession } from '~/lib/session.server';

export function loader() {
  return redirect('/reksadana');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (isForeignOrigin(request)) return apiError(context, 403, 'forbidden');
  return redirect('/reksadana', { headers: { 'Set-Cookie': await destroySession(request) } });
}
