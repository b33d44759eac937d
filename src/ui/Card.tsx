import type { HTMLAttributes, ReactNode } from 'react';
import './ui.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading (h2) at the top of the card; the card is then a labelled section. */
  title?: ReactNode;
  /** Highlights money or VIP content with the accent colour. */
  accent?: boolean;
}

/** A surface panel: padding 16, radius 12, the surface colour. */
export function Card({ title, accent, className, children, ...rest }: CardProps) {
  const cls = ['ui-card', accent ? 'accent' : '', className].filter(Boolean).join(' ');
  if (!title) return <div {...rest} className={cls}>{children}</div>;
  return (
    <section {...rest} className={cls}>
      <h2 className="ui-card-title">{title}</h2>
      {children}
    </section>
  );
}
