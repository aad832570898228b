// The CMS subcategories' profiles: descriptors, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const CMS_PROFILES: Record<string, SubcategoryProfile> = {
  'cms/blog-themes': {
    descriptors: ['Personal Blog', 'Minimal Blog', 'Photo Blog', 'Tech Blog', 'Food Blog'],
    browse: [],
    tags: ['blog', 'writing', 'personal'],
    layouts: ['magazine-grid', 'hero-centered'],
    taglines: ['Thoughts on code, design and life', 'A blog about slow living', 'Recipes from a tiny kitchen'],
  },
  'cms/news-sites': {
    descriptors: ['News Portal', 'Breaking News', 'Local News', 'Sports News', 'Business News'],
    browse: [],
    tags: ['news', 'newspaper', 'publishing', 'breaking-news'],
    layouts: ['magazine-grid'],
    taglines: ['Today’s top stories', 'Live: all the latest updates', 'News you can trust'],
  },
  'cms/magazines': {
    descriptors: ['Online Magazine', 'Fashion Magazine', 'Culture Magazine', 'Travel Magazine', 'Design Journal'],
    browse: ['multi-author'],
    tags: ['magazine', 'editorial', 'long-form', 'publishing'],
    layouts: ['magazine-grid', 'hero-centered'],
    taglines: ['The autumn issue', 'Culture, style and ideas', 'Slow travel, deep stories'],
  },
  'cms/documentation': {
    descriptors: ['Documentation', 'API Docs', 'Developer Docs', 'Product Manual', 'Handbook'],
    browse: ['multi-author'],
    tags: ['documentation', 'docs', 'api', 'developer'],
    layouts: ['docs-sidebar'],
    taglines: ['Everything you need to get started', 'Build with our API', 'The team handbook'],
  },
  'cms/knowledge-base': {
    descriptors: ['Knowledge Base', 'Help Center', 'Support Portal', 'FAQ Center', 'Customer Wiki'],
    browse: ['multi-author'],
    tags: ['knowledge-base', 'help-center', 'support', 'faq', 'wiki'],
    layouts: ['docs-sidebar', 'hero-centered'],
    taglines: ['How can we help?', 'Answers, guides and tips', 'Find answers fast'],
  },
  'cms/community': {
    descriptors: ['Community Blog', 'Membership Community', 'Club Portal', 'Member Newsletter', 'Creator Community'],
    browse: ['multi-author'],
    tags: ['community', 'membership', 'members'],
    layouts: ['magazine-grid', 'hero-split'],
    taglines: ['Where makers meet', 'Join the conversation', 'Your club, online'],
  },
};
