// The HTML subcategories' profiles: descriptors, audiences, features, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const HTML_PROFILES: Record<string, SubcategoryProfile> = {
  'html/landing-pages': {
    descriptors: ['SaaS Landing Page', 'App Landing Page', 'Product Launch', 'Startup Landing', 'Event Landing Page', 'Lead Generation'],
    audiences: ['startups launching a product', 'marketers running campaigns', 'app makers who need a page that converts'],
    features: ['Conversion-focused hero variants', 'Pricing tables and FAQ accordion', 'Mailchimp-ready signup forms', 'Testimonials and logo wall'],
    browse: [],
    tags: ['landing-page', 'saas', 'startup', 'conversion'],
    layouts: ['landing-bold', 'hero-split', 'hero-centered'],
    taglines: ['Launch faster. Grow smarter.', 'The all-in-one app for busy teams', 'Turn visitors into customers', 'Join 10,000+ happy teams'],
  },
  'html/portfolios': {
    descriptors: ['Personal Portfolio', 'Photographer Portfolio', 'Developer Portfolio', 'Designer Resume', 'Creative Portfolio'],
    audiences: ['designers, developers and photographers', 'freelancers and job seekers', 'creatives who want a site in an hour'],
    features: ['Filterable project gallery', 'Resume and timeline section', 'Animated skill bars', 'Project detail pages'],
    browse: [],
    tags: ['portfolio', 'resume', 'personal', 'gallery'],
    layouts: ['portfolio-masonry', 'hero-split', 'hero-centered'],
    taglines: ['Hi, I’m Alex — I design digital products', 'Stories told in light', 'I build fast, accessible websites', 'Work, play and everything between'],
  },
  'html/business': {
    descriptors: ['Corporate Business', 'Consulting', 'Agency', 'Finance', 'Real Estate', 'Construction'],
    audiences: ['small businesses and agencies', 'consultants and professional firms', 'real estate and construction companies'],
    features: ['Over 20 ready-made pages', 'Services and team sections', 'Blog and case study pages', 'Google Maps contact section'],
    browse: ['multipurpose'],
    tags: ['business', 'corporate', 'agency', 'multi-page'],
    layouts: ['hero-split', 'hero-centered', 'landing-bold'],
    taglines: ['Advice you can build a business on', 'Homes that fit your life', 'We build what others imagine', 'Numbers that tell a story'],
  },
  'html/one-page': {
    descriptors: ['One Page Parallax', 'Single Page Agency', 'One Page Portfolio', 'Restaurant One Page', 'Wedding One Page'],
    audiences: ['small teams that want everything on one page', 'restaurants, events and weddings', 'personal brands and side projects'],
    features: ['Scroll-spy navigation', 'Parallax sections', 'Animated counters', 'Single-file deployment'],
    browse: ['multipurpose'],
    tags: ['one-page', 'parallax', 'single-page', 'scroll'],
    layouts: ['hero-centered', 'landing-bold', 'hero-split'],
    taglines: ['Everything we do, on one page', 'Good food, good company', 'Two hearts, one day', 'Scroll down. Be amazed.'],
  },
  'html/coming-soon': {
    descriptors: ['Coming Soon', 'Under Construction', 'Countdown Launch', 'Maintenance Mode', 'Pre-launch Waitlist'],
    audiences: ['projects that are almost ready', 'startups collecting a waitlist', 'sites down for maintenance'],
    features: ['Countdown timer', 'Waitlist signup with validation', 'Animated gradient backgrounds', 'Social links and progress bar'],
    browse: [],
    tags: ['coming-soon', 'countdown', 'launch', 'maintenance'],
    layouts: ['hero-centered', 'landing-bold'],
    taglines: ['Something great is coming soon', 'We’re launching in 12 days', 'Back shortly — we’re tuning things up', 'Be the first to know'],
  },
  'html/404-pages': {
    descriptors: ['Creative 404 Error', 'Animated 404', 'Minimal Error', 'Illustrated 404', 'Space 404'],
    audiences: ['any site that deserves a friendlier error page', 'developers polishing the details', 'brands that keep their voice even on errors'],
    features: ['Ten error page variations', 'SVG illustrations', 'Search box and helpful links', 'Pure CSS animations'],
    browse: [],
    tags: ['404', 'error-page', 'illustration', 'animation'],
    layouts: ['hero-centered'],
    taglines: ['Oops! This page took a day off', 'Lost in space? Let’s get you home', '404 — nothing to see here', 'This page has wandered off'],
  },
};
