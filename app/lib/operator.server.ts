// The operator's pages (issue 14 item 7; decision 045) are for the `operator` role only: a visitor signs in
// first; an investor gets the ordinary 404, as if the pages did not exist.
import { data } from 'react-router';
import { requireUser, type SessionUser } from './session.server';

export async function requireOperator(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'operator') throw data({ notFound: true }, { status: 404 });
  return user;
}
