// A link to the move page (/reksadana/portfolio/{id}/{type}/{fundId}/pindah, which works without JavaScript)
// that, once the page runs JavaScript, opens the same flow in a dialog in place (issue 15 item 5; decision 061),
// as the cart link does for buying (components/cart/cart-link.tsx). The dialog's code and its translations are
// a chunk of their own, loaded on the first open (or when the link is hovered or focused).
import { lazyPart } from '~/components/ui/lazy-part';
import { TransactDialogLink, type TransactDialogLinkProps, type TransactDialogProps } from './dialog-link';

const loadDialog = () => import('./move-dialog-body').then((m) => m.MoveDialog);

const MoveDialog = lazyPart<TransactDialogProps>({ source: 'app/components/transact/move-dialog-body.tsx', namespaces: ['transact', 'validation'], load: loadDialog });

export type MoveDialogLinkProps = TransactDialogLinkProps;

export function MoveDialogLink(props: MoveDialogLinkProps) {
  return <TransactDialogLink {...props} dialog={MoveDialog} preload={loadDialog} />;
}
