// /signout (issue 2 item 5): a POST revokes the session in the database, so the cookie is
// worthless even if a copy survives, and clears the cookie. A GET changes nothing: signing out
// by following a link would let any page sign a visitor out.
import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { destroySession } from '~/lib/session.server';

export function loader() {
  return redirect('/reksadana');
}

export async function action({ request }: Route.ActionArgs) {
  return redirect('/reksadana', { headers: { 'Set-Cookie': await destroySession(request) } });
}
