// The Marketing subcategories' profiles: descriptors, audiences, features, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const MARKETING_PROFILES: Record<string, SubcategoryProfile> = {
  'marketing/email-marketing': {
    descriptors: ['Email Template Kit', 'Promotional Email Set', 'Welcome Email Series', 'Ecommerce Email Pack', 'Drip Campaign Templates'],
    audiences: ['marketers running email campaigns', 'online shops sending promotions', 'SaaS teams onboarding new users'],
    features: ['Mailchimp, Klaviyo and Campaign Monitor ready', 'Tested in 60+ email clients', 'Bulletproof buttons', 'Drag-and-drop builder files'],
    browse: [],
    tags: ['email', 'mailchimp', 'campaign', 'responsive-email'],
    layouts: ['newsletter'],
    taglines: ['Your weekly dose of good news', 'Welcome aboard — here’s 15% off', 'Don’t miss our biggest sale of the year'],
  },
  'marketing/newsletters': {
    descriptors: ['Newsletter Templates', 'Company Newsletter', 'Weekly Digest', 'Editorial Newsletter', 'Nonprofit Newsletter'],
    audiences: ['writers and creators with a newsletter', 'internal communication teams', 'nonprofits keeping supporters informed'],
    features: ['Modular content blocks', 'Dark mode email support', 'Substack and Beehiiv friendly', 'Plain-text versions included'],
    browse: [],
    tags: ['newsletter', 'email', 'digest', 'editorial'],
    layouts: ['newsletter'],
    taglines: ['The Monday Brief', 'This week in design', 'News from the team'],
  },
  'marketing/social-media': {
    descriptors: ['Instagram Post Pack', 'Social Media Kit', 'Instagram Stories Set', 'LinkedIn Carousel Kit', 'Pinterest Pin Templates'],
    audiences: ['brands growing on Instagram and LinkedIn', 'social media managers and creators', 'small businesses posting every day'],
    features: ['Posts, stories and carousel sizes', 'Editable in Canva and Figma', 'Animated story versions', 'Highlight cover icons'],
    browse: [],
    tags: ['instagram', 'social-media', 'stories', 'carousel'],
    layouts: ['poster'],
    taglines: ['Stop the scroll', 'New drop this Friday', 'Tips that actually work'],
  },
  'marketing/banners': {
    descriptors: ['Web Banner Ad Set', 'Google Display Ads', 'HTML5 Banner Kit', 'Sale Banner Pack', 'Retargeting Ad Set'],
    audiences: ['advertisers running display campaigns', 'agencies producing ads at scale', 'shops promoting seasonal sales'],
    features: ['All IAB standard sizes', 'Google Ads and Meta ready', 'Animated HTML5 versions', 'Static PNG and JPG exports'],
    browse: [],
    tags: ['banner', 'display-ads', 'google-ads', 'advertising'],
    layouts: ['poster'],
    taglines: ['Summer sale — up to 50% off', 'Try it free for 30 days', 'Limited time offer'],
  },
  'marketing/flyers': {
    descriptors: ['Event Flyer', 'Business Flyer Set', 'Party Flyer', 'Real Estate Flyer', 'Restaurant Menu Flyer'],
    audiences: ['event organisers and venues', 'small businesses promoting locally', 'restaurants and cafés'],
    features: ['A4, A5 and US Letter sizes', '3 mm bleed and crop marks', 'Matching social media versions', 'Easy text and photo replacement'],
    browse: [],
    tags: ['flyer', 'print', 'event', 'poster'],
    layouts: ['poster'],
    taglines: ['Live music every Friday', 'Grand opening this weekend', 'Open house — Sunday 2 to 5 pm'],
  },
  'marketing/brochures': {
    descriptors: ['Trifold Brochure', 'Company Profile Brochure', 'Bifold Brochure', 'Product Catalog', 'Annual Report'],
    audiences: ['companies presenting their services', 'sales teams and trade shows', 'agencies producing print for clients'],
    features: ['12-page and 24-page versions', 'InDesign and Affinity files', 'Master pages and paragraph styles', 'Infographic elements'],
    browse: [],
    tags: ['brochure', 'print', 'catalog', 'indesign'],
    layouts: ['poster'],
    taglines: ['Company profile 2025', 'Our services at a glance', 'The product catalog'],
  },
};
