import { PAGES } from '@tm/contracts/routes';
import { LinkButton } from '@tm/platform';
import { StatusPanel } from './status-panel';

/** What an empty shop (or category) tells shoppers: no placeholder, no sample, no empty grid. */
export const COMING_SOON_TEXTS = {
  title: 'New templates are coming soon',
  message: 'We are getting our first templates ready. Please check back soon.',
  categoryTitle: (title: string) => `New ${title} are coming soon`,
  categoryMessage: 'There is nothing here yet: the first ones are on their way. Please check back soon.',
  searchTitle: 'No templates yet',
  searchMessage: (search: string) => `There are no templates here yet, so nothing matches “${search}”. New templates are coming soon.`,
} as const;

export interface ComingSoonProps {
  /** The words searched for, when the empty answer is a search's. */
  search?: string;
  /** A category's listing title ("WordPress Themes") when only it is known to be empty. */
  categoryTitle?: string;
  headingAs?: 'h1' | 'h2' | 'h3';
  /** A link to the custom build service, the one thing to buy while there are no templates. */
  customBuildLink?: boolean;
  className?: string;
}

/**
 * The honest empty state of a shop without published templates (or of an empty category): a short
 * friendly message instead of empty carousels, zero counts or "no results" for a search.
 */
export function ComingSoon({ search, categoryTitle, headingAs = 'h2', customBuildLink = false, className }: ComingSoonProps) {
  const title = search
    ? COMING_SOON_TEXTS.searchTitle
    : categoryTitle
      ? COMING_SOON_TEXTS.categoryTitle(categoryTitle)
      : COMING_SOON_TEXTS.title;
  const message = search
    ? COMING_SOON_TEXTS.searchMessage(search)
    : categoryTitle
      ? COMING_SOON_TEXTS.categoryMessage
      : COMING_SOON_TEXTS.message;
  return (
    <StatusPanel
      tone="soon"
      headingAs={headingAs}
      title={title}
      message={message}
      className={className}
      actions={
        customBuildLink ? (
          <LinkButton to={PAGES.customBuild} variant="outline">
            Custom Build Service
          </LinkButton>
        ) : undefined
      }
    />
  );
}
