// The CMS subcategories' profiles: descriptors, audiences, features, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const CMS_PROFILES: Record<string, SubcategoryProfile> = {
  'cms/blog-themes': {
    descriptors: ['Personal Blog', 'Minimal Blog', 'Photo Blog', 'Tech Blog', 'Food Blog'],
    audiences: ['writers, developers and photographers', 'creators building an audience', 'anyone who loves a fast blog'],
    features: ['Featured posts slider', 'Tag and author archives', 'Related posts', 'Comments integration'],
    browse: [],
    tags: ['blog', 'writing', 'personal'],
    layouts: ['magazine-grid', 'hero-centered'],
    taglines: ['Thoughts on code, design and life', 'A blog about slow living', 'Recipes from a tiny kitchen'],
  },
  'cms/news-sites': {
    descriptors: ['News Portal', 'Breaking News', 'Local News', 'Sports News', 'Business News'],
    audiences: ['newsrooms and online publishers', 'local news sites', 'sports and business news outlets'],
    features: ['Breaking news ticker', 'Live blog template', 'Category color coding', 'Ad slots and sponsored content'],
    browse: [],
    tags: ['news', 'newspaper', 'publishing', 'breaking-news'],
    layouts: ['magazine-grid'],
    taglines: ['Today’s top stories', 'Live: all the latest updates', 'News you can trust'],
  },
  'cms/magazines': {
    descriptors: ['Online Magazine', 'Fashion Magazine', 'Culture Magazine', 'Travel Magazine', 'Design Journal'],
    audiences: ['digital magazines and editorial teams', 'fashion and culture publications', 'design and travel journals'],
    features: ['Long-form feature layouts', 'Issue and edition archives', 'Full-bleed photo essays', 'Paywall-ready templates'],
    browse: ['multi-author'],
    tags: ['magazine', 'editorial', 'long-form', 'publishing'],
    layouts: ['magazine-grid', 'hero-centered'],
    taglines: ['The autumn issue', 'Culture, style and ideas', 'Slow travel, deep stories'],
  },
  'cms/documentation': {
    descriptors: ['Documentation', 'API Docs', 'Developer Docs', 'Product Manual', 'Handbook'],
    audiences: ['software teams documenting products', 'open-source maintainers', 'API providers'],
    features: ['Sidebar navigation with versions', 'Code blocks with copy button', 'Instant full-text search', 'Callouts, tabs and steps'],
    browse: ['multi-author'],
    tags: ['documentation', 'docs', 'api', 'developer'],
    layouts: ['docs-sidebar'],
    taglines: ['Everything you need to get started', 'Build with our API', 'The team handbook'],
  },
  'cms/knowledge-base': {
    descriptors: ['Knowledge Base', 'Help Center', 'Support Portal', 'FAQ Center', 'Customer Wiki'],
    audiences: ['support teams and help desks', 'SaaS products with many users', 'companies building internal wikis'],
    features: ['Article voting and feedback', 'Category tiles with icons', 'Contact support fallback', 'Multi-author article workflow'],
    browse: ['multi-author'],
    tags: ['knowledge-base', 'help-center', 'support', 'faq', 'wiki'],
    layouts: ['docs-sidebar', 'hero-centered'],
    taglines: ['How can we help?', 'Answers, guides and tips', 'Find answers fast'],
  },
  'cms/community': {
    descriptors: ['Community Forum', 'Membership Community', 'Club Portal', 'Discussion Board', 'Creator Community'],
    audiences: ['communities, clubs and member organisations', 'creators building paid memberships', 'product teams running forums'],
    features: ['Member profiles and badges', 'Discussion threads and replies', 'Events and meetups calendar', 'Paid membership tiers'],
    browse: ['multi-author'],
    tags: ['community', 'forum', 'membership', 'social'],
    layouts: ['magazine-grid', 'hero-split'],
    taglines: ['Where makers meet', 'Join the conversation', 'Your club, online'],
  },
};
