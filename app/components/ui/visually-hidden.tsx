// Text for assistive technology only (screen readers read it; it takes no space on screen).
import type { ReactNode } from 'react';

export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="sr-only" id={id}>
      {children}
    </span>
  );
}
