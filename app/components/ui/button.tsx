// Buttons and links that look like buttons. One look for every call to action: the variants map
// onto the .btn-* component classes of app.css, so plain elements can share them.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string } = {}): string {
  return cx(
    `btn-${variant}`,
    'gap-2 [&>svg]:shrink-0',
    size === 'lg' && 'min-h-12 px-6 text-base',
    block && 'w-full',
    className,
  );
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...rest} />;
}

/** A react-router Link styled as a button (navigation stays a link: it works without JavaScript). */
export function LinkButton({ variant, size, block, className, ...rest }: CommonProps & LinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...rest} />;
}
