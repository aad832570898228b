import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title; pages that already have an h1 use the default h2. */
  titleAs?: 'h1' | 'h2' | 'h3';
}

export function Card({ title, description, footer, titleAs: Title = 'h2', className, children, ...rest }: CardProps) {
  return (
    <section className={cx('tm-card', className)} {...rest}>
      {title || description ? (
        <header className="tm-card__header">
          {title ? <Title className="tm-card__title">{title}</Title> : null}
          {description ? <p className="tm-card__description">{description}</p> : null}
        </header>
      ) : null}
      {children !== undefined && children !== null ? <div className="tm-card__body">{children}</div> : null}
      {footer ? <footer className="tm-card__footer">{footer}</footer> : null}
    </section>
  );
}
