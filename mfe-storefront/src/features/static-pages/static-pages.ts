import type { PageKey } from '@tm/contracts/routes';

/** Pages still to be filled in (the contact form arrives with issue 14 §2). */
export const COMING_PAGES: ReadonlyArray<{ page: PageKey; title: string; subtitle: string }> = [
  { page: 'contact', title: 'Contact Us', subtitle: 'Questions, support and partnerships' },
];
