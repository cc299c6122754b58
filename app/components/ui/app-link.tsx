// A link to a page of this app: an <a href> that, with JavaScript, navigates in the client like React
// Router's <Link>. <Link> resolves its path against the route matches on every render
// (useResolvedPath serialises them), which on a list page of fifty links was a twentieth of the
// server's CPU (issue 3 "Performance", decision 010). App paths are absolute, so nothing needs
// resolving: this renders the href as given. It keeps what the app uses of <Link>: client
// navigation on a plain left click (a modified click, another target or a download is left to the
// browser), replace when the target is the current address, `data-discover` for React Router's
// route discovery, and prefetch on intent (hover or focus).
import { useState, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent } from 'react';
import { PrefetchPageLinks, useInRouterContext, useNavigate } from 'react-router';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of this app, with its query and hash. */
  to: `/${string}`;
  /** "intent": fetch the target's data and modules when the link is hovered or focused. */
  prefetch?: 'intent' | 'none';
  replace?: boolean;
  /** Keep the scroll position (a control that changes part of the page, like a chip). */
  preventScrollReset?: boolean;
};

export function AppLink(props: AppLinkProps) {
  // Inside StaticMarkup (a separate server render without the router) the link is a plain anchor;
  // the StaticMarkup wrapper turns its clicks into client navigations.
  if (!useInRouterContext()) {
    const { to, prefetch: _prefetch, replace: _replace, preventScrollReset: _keep, children, ...rest } = props;
    return (
      <a href={to} data-discover="true" {...rest}>
        {children}
      </a>
    );
  }
  return <RoutedAppLink {...props} />;
}

function RoutedAppLink({ to, prefetch = 'none', replace, preventScrollReset, onClick, onMouseEnter, onFocus, children, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState(false);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((rest.target && rest.target !== '_self') || rest.download !== undefined) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(to, { replace: replace ?? here === to, preventScrollReset });
  };
  const wantIntent = prefetch === 'intent';
  return (
    <>
      <a
        href={to}
        data-discover="true"
        {...rest}
        onClick={handleClick}
        onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
          onMouseEnter?.(event);
          if (wantIntent) setIntent(true);
        }}
        onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
          onFocus?.(event);
          if (wantIntent) setIntent(true);
        }}
      >
        {children}
      </a>
      {intent ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
