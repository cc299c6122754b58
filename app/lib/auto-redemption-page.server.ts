// The auto-redemption pages' one way to find the rule their address names (issue 18 item 4): the signed-in
// investor's own rule, or the same 404 for a malformed id, a missing rule and another investor's rule.
import { data } from 'react-router';
import { parseId } from '~/domain/ids';
import { getAutoRedemption } from '~/models/auto-redemptions.server';

export function autoRedemptionOr404(userId: number, rawId: string | undefined) {
  const id = parseId(rawId);
  const rule = id === null ? null : getAutoRedemption(userId, id);
  if (!rule) throw data({ notFound: true }, { status: 404 });
  return rule;
}
