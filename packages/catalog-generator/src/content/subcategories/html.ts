// The HTML subcategories' profiles: descriptors, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const HTML_PROFILES: Record<string, SubcategoryProfile> = {
  'html/landing-pages': {
    descriptors: ['SaaS Landing Page', 'App Landing Page', 'Product Launch', 'Startup Landing', 'Event Landing Page', 'Lead Generation'],
    browse: [],
    tags: ['landing-page', 'saas', 'startup'],
    layouts: ['landing-bold', 'hero-split', 'hero-centered'],
    taglines: [
      'Launch faster. Grow smarter.',
      'The all-in-one app for busy teams',
      'Turn visitors into customers',
      'Join 10,000+ happy teams',
    ],
  },
  'html/portfolios': {
    descriptors: ['Personal Portfolio', 'Photographer Portfolio', 'Developer Portfolio', 'Designer Resume', 'Creative Portfolio'],
    browse: [],
    tags: ['portfolio', 'resume', 'personal', 'gallery'],
    layouts: ['portfolio-masonry', 'hero-split', 'hero-centered'],
    taglines: [
      'Hi, I’m Alex — I design digital products',
      'Stories told in light',
      'I build fast, accessible websites',
      'Work, play and everything between',
    ],
  },
  'html/business': {
    descriptors: ['Corporate Business', 'Consulting', 'Agency', 'Finance', 'Real Estate', 'Construction'],
    browse: ['multipurpose'],
    tags: ['business', 'corporate', 'agency', 'multi-page'],
    layouts: ['hero-split', 'hero-centered', 'landing-bold'],
    taglines: [
      'Advice you can build a business on',
      'Homes that fit your life',
      'We build what others imagine',
      'Numbers that tell a story',
    ],
  },
  'html/one-page': {
    descriptors: ['One Page Business', 'Single Page Agency', 'One Page Portfolio', 'Restaurant One Page', 'Wedding One Page'],
    browse: ['multipurpose'],
    tags: ['one-page', 'single-page', 'scroll'],
    layouts: ['hero-centered', 'landing-bold', 'hero-split'],
    taglines: ['Everything we do, on one page', 'Good food, good company', 'Two hearts, one day', 'Scroll down. Be amazed.'],
  },
  'html/coming-soon': {
    descriptors: ['Coming Soon', 'Under Construction', 'Countdown Launch', 'Maintenance Mode', 'Pre-launch Waitlist'],
    browse: [],
    tags: ['coming-soon', 'countdown', 'launch', 'maintenance'],
    layouts: ['hero-centered', 'landing-bold'],
    taglines: [
      'Something great is coming soon',
      'We’re launching in 12 days',
      'Back shortly — we’re tuning things up',
      'Be the first to know',
    ],
  },
  'html/404-pages': {
    descriptors: ['Creative 404 Error', 'Friendly 404', 'Minimal Error', 'Illustrated 404', 'Space 404'],
    browse: [],
    tags: ['404', 'error-page', 'illustration'],
    layouts: ['hero-centered'],
    taglines: [
      'Oops! This page took a day off',
      'Lost in space? Let’s get you home',
      '404 — nothing to see here',
      'This page has wandered off',
    ],
  },
};
