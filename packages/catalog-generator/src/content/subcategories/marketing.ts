// The Marketing subcategories' profiles: descriptors, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const MARKETING_PROFILES: Record<string, SubcategoryProfile> = {
  'marketing/email-marketing': {
    descriptors: ['Email Template Kit', 'Promotional Email Set', 'Welcome & Campaign Email Set', 'Ecommerce Email Pack'],
    browse: [],
    tags: ['email', 'campaign', 'responsive-email', 'html-email'],
    layouts: ['newsletter'],
    taglines: ['Your weekly dose of good news', 'Welcome aboard — here’s 15% off', 'Don’t miss our biggest sale of the year'],
  },
  'marketing/newsletters': {
    descriptors: ['Newsletter Template', 'Company Newsletter', 'Weekly Digest', 'Editorial Newsletter', 'Nonprofit Newsletter'],
    browse: [],
    tags: ['newsletter', 'email', 'digest', 'editorial'],
    layouts: ['newsletter'],
    taglines: ['The Monday Brief', 'This week in design', 'News from the team'],
  },
  'marketing/social-media': {
    descriptors: ['Social Media Kit', 'Social Image Set', 'Post & Story Kit', 'Brand Social Kit'],
    browse: [],
    tags: ['instagram', 'social-media', 'stories', 'link-preview'],
    layouts: ['poster'],
    taglines: ['Stop the scroll', 'New drop this Friday', 'Tips that actually work'],
  },
  'marketing/banners': {
    descriptors: ['Web Banner Ad Set', 'Display Ad Set', 'IAB Banner Kit', 'Sale Banner Pack', 'Retargeting Ad Set'],
    browse: [],
    tags: ['banner', 'display-ads', 'iab-sizes', 'advertising'],
    layouts: ['poster'],
    taglines: ['Summer sale — up to 50% off', 'Try it free for 30 days', 'Limited time offer'],
  },
  'marketing/flyers': {
    descriptors: ['Event Flyer', 'Business Flyer', 'Party Flyer', 'Real Estate Flyer', 'Restaurant Menu Flyer'],
    browse: [],
    tags: ['flyer', 'print', 'event', 'poster'],
    layouts: ['poster'],
    taglines: ['Live music every Friday', 'Grand opening this weekend', 'Open house — Sunday 2 to 5 pm'],
  },
  'marketing/brochures': {
    descriptors: ['Company Profile Brochure', 'Two-Page Brochure', 'Services Brochure', 'Product Brochure'],
    browse: [],
    tags: ['brochure', 'print', 'pdf', 'a4'],
    layouts: ['poster'],
    taglines: ['Company profile 2025', 'Our services at a glance', 'The product catalog'],
  },
};
