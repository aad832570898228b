import type { ReactNode } from 'react';
import { Card } from '@tm/platform';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** The links under the card (sign up, forgot password, back to sign in). */
  links?: ReactNode;
  children: ReactNode;
}

/** The centred card every account screen is: its title is the page's h1. */
export function AuthCard({ title, description, links, children }: AuthCardProps) {
  return (
    <div className="tm-auth">
      <Card titleAs="h1" title={title} description={description} footer={links ? <div className="tm-auth__links">{links}</div> : undefined}>
        {children}
      </Card>
    </div>
  );
}
