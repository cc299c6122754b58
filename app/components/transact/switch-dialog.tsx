// A link to the switch page (/reksadana/fund/switch/{portfolioId}/{fundId}, which works without JavaScript) that,
// once the page runs JavaScript, opens the same flow in a dialog instead (issue 15 item 5: progressive enhancement,
// as the cart's CartLink). The dialog's code and translations are a chunk of their own, loaded on the first open or
// when the link is hovered or focused, so pages that only show the link do not carry it (decision 017).
import { lazyPart } from '~/components/ui/lazy-part';
import { TransactDialogLink, type TransactDialogLinkProps, type TransactDialogProps } from './dialog-link';

const loadDialog = () => import('./switch-dialog-body').then((m) => m.SwitchDialog);

const SwitchDialog = lazyPart<TransactDialogProps>({ source: 'app/components/transact/switch-dialog-body.tsx', namespaces: ['transact', 'validation', 'pin'], load: loadDialog });

export type SwitchDialogLinkProps = TransactDialogLinkProps;

export function SwitchDialogLink(props: SwitchDialogLinkProps) {
  return <TransactDialogLink {...props} dialog={SwitchDialog} preload={loadDialog} />;
}
