// The WordPress subcategories' profiles: descriptors, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const WORDPRESS_PROFILES: Record<string, SubcategoryProfile> = {
  'wordpress/blog-magazine': {
    descriptors: ['Modern Magazine', 'Personal Blog', 'Lifestyle Blog', 'Editorial Magazine', 'Food Blog', 'Travel Blog', 'Viral News'],
    browse: [],
    tags: ['magazine', 'blog', 'news', 'editorial', 'typography'],
    layouts: ['magazine-grid', 'hero-centered', 'magazine-grid'],
    taglines: ['Stories worth your time', 'Ideas, stories and everyday inspiration', 'Read something good today', 'Notes from the road'],
  },
  'wordpress/business': {
    descriptors: ['Consulting Business', 'Small Business', 'Business Agency', 'Finance Advisor', 'Law Firm', 'Marketing Agency', 'Startup'],
    browse: [],
    tags: ['business', 'consulting', 'agency', 'professional', 'services'],
    layouts: ['hero-split', 'hero-centered', 'landing-bold'],
    taglines: [
      'Strategy that moves your business forward',
      'Grow with advisors who get it',
      'Smart solutions for ambitious teams',
      'Your partner for what comes next',
    ],
  },
  'wordpress/portfolio': {
    descriptors: [
      'Photography Portfolio',
      'Designer Portfolio',
      'Minimal Portfolio',
      'Architect Portfolio',
      'Freelancer Portfolio',
      'Artist Showcase',
    ],
    browse: [],
    tags: ['portfolio', 'photography', 'gallery', 'showcase', 'creative'],
    layouts: ['portfolio-masonry', 'hero-centered', 'portfolio-masonry'],
    taglines: [
      'Selected work, 2019 — today',
      'Light, form and quiet moments',
      'I design things people love to use',
      'Spaces that feel like home',
    ],
  },
  'wordpress/ecommerce': {
    descriptors: ['WooCommerce Shop', 'Fashion Store', 'Multipurpose Shop', 'Furniture Store', 'Organic Food Shop', 'Electronics Shop'],
    browse: [],
    tags: ['woocommerce', 'shop', 'store', 'products', 'checkout'],
    layouts: ['product-grid', 'hero-split', 'product-grid'],
    taglines: ['New season, new favourites', 'Designed to be lived in', 'Fresh finds for every day', 'Free shipping on orders over $50'],
  },
  'wordpress/corporate': {
    descriptors: ['Corporate', 'Enterprise', 'Financial Services', 'Industrial Company', 'Logistics Company', 'Construction Company'],
    browse: [],
    tags: ['corporate', 'enterprise', 'company', 'finance', 'professional'],
    layouts: ['hero-split', 'hero-centered', 'landing-bold'],
    taglines: [
      'Building the infrastructure of tomorrow',
      'Trusted by industry leaders since 1998',
      'Reliable results at global scale',
      'Engineering progress, every day',
    ],
  },
  'wordpress/creative': {
    descriptors: ['Creative Agency', 'Design Studio', 'Digital Agency', 'Branding Studio', 'Creative Portfolio', 'Motion Studio'],
    browse: [],
    tags: ['creative', 'agency', 'studio', 'bold'],
    layouts: ['landing-bold', 'portfolio-masonry', 'hero-centered'],
    taglines: ['We make brands impossible to ignore', 'Design with a pulse', 'Ideas that move people', 'Bold work for brave brands'],
  },
  'wordpress/technology': {
    descriptors: ['SaaS Startup', 'IT Solutions', 'Tech Startup', 'App Landing', 'Cyber Security', 'AI Startup'],
    browse: [],
    tags: ['saas', 'technology', 'startup', 'software', 'app'],
    layouts: ['landing-bold', 'hero-split', 'hero-centered'],
    taglines: [
      'Ship faster with less busywork',
      'The platform your team will actually use',
      'Secure by design, simple by default',
      'Automate the boring parts',
    ],
  },
  'wordpress/health-medical': {
    descriptors: ['Medical Clinic', 'Dental Clinic', 'Health & Wellness', 'Yoga Studio', 'Pharmacy', 'Therapist'],
    browse: [],
    tags: ['medical', 'health', 'clinic', 'wellness'],
    layouts: ['hero-split', 'hero-centered'],
    taglines: [
      'Care that puts you first',
      'Healthy smiles for the whole family',
      'Breathe, move, feel better',
      'Expert care, close to home',
    ],
  },
  'wordpress/education': {
    descriptors: ['Online Course', 'University', 'School', 'LMS Education', 'Kindergarten', 'Tutoring'],
    browse: [],
    tags: ['education', 'courses', 'school', 'learning'],
    layouts: ['hero-split', 'magazine-grid', 'hero-centered'],
    taglines: ['Learn the skills that matter', 'Where curious minds grow', 'Your future starts here', 'Teach what you love'],
  },
  'wordpress/minimal': {
    descriptors: ['Minimal Blog', 'Clean Personal', 'Minimalist Writer', 'Simple Portfolio', 'Lightweight Blog'],
    browse: [],
    tags: ['minimal', 'clean', 'lightweight', 'typography', 'simple'],
    layouts: ['hero-centered', 'magazine-grid', 'portfolio-masonry'],
    taglines: ['Less, but better', 'Quiet words, carefully chosen', 'Simple things, done well', 'Writing about craft and calm'],
  },
};
