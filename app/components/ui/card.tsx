// A surface with the card radius, border and a faint shadow. `as` picks the element, so a card
// can be an <article>, a <section> or a <li> where the structure asks for it.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

type CardElement = 'div' | 'section' | 'article' | 'li' | 'aside';

export function Card({
  as: Element = 'div',
  padded = true,
  className,
  children,
  ...rest
}: { as?: CardElement; padded?: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <Element className={cx('card', !padded && 'p-0', className)} {...rest}>
      {children}
    </Element>
  );
}
