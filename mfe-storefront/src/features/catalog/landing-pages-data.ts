/** Static sample data of the landing pages showcase (docs/product/storefront.md §2): not from the catalog API. */
export type ShowcaseTheme = 'orange' | 'purple' | 'indigo' | 'pink';

export interface ShowcaseItem {
  id: string;
  rank: number;
  name: string;
  description: string;
  price: number; // dollars, 35-49
  theme: ShowcaseTheme;
  tags: string[];
}

export const SHOWCASE_TAGS = ['SaaS', 'Mobile App', 'Startup', 'Product Launch', 'Event', 'Agency', 'Lead Generation', 'Webinar'];

export const SHOWCASE_ITEMS: ShowcaseItem[] = [
  {
    id: 'lp-1',
    rank: 1,
    name: 'LaunchPad SaaS',
    description: 'A crisp SaaS landing page with pricing tables, feature grid and testimonials.',
    price: 49,
    theme: 'indigo',
    tags: ['SaaS', 'Startup'],
  },
  {
    id: 'lp-2',
    rank: 2,
    name: 'AppSpark',
    description: 'Showcase a mobile app with device mock-ups, store badges and a feature tour.',
    price: 45,
    theme: 'purple',
    tags: ['Mobile App'],
  },
  {
    id: 'lp-3',
    rank: 3,
    name: 'Sunrise Event',
    description: 'Conference and event page with schedule, speakers and ticket call-to-action.',
    price: 39,
    theme: 'orange',
    tags: ['Event'],
  },
  {
    id: 'lp-4',
    rank: 4,
    name: 'Bloom Product',
    description: 'Product launch page with countdown, waitlist form and social proof.',
    price: 42,
    theme: 'pink',
    tags: ['Product Launch'],
  },
  {
    id: 'lp-5',
    rank: 5,
    name: 'Agency Pulse',
    description: 'Bold agency landing page with case studies, services and contact form.',
    price: 47,
    theme: 'indigo',
    tags: ['Agency'],
  },
  {
    id: 'lp-6',
    rank: 6,
    name: 'LeadMagnet Pro',
    description: 'Lead generation page with an ebook offer, benefits list and opt-in form.',
    price: 35,
    theme: 'orange',
    tags: ['Lead Generation'],
  },
  {
    id: 'lp-7',
    rank: 7,
    name: 'Webinar Wave',
    description: 'Webinar registration page with host bios, agenda and reminder sign-up.',
    price: 37,
    theme: 'purple',
    tags: ['Webinar', 'Event'],
  },
  {
    id: 'lp-8',
    rank: 8,
    name: 'Startup Glow',
    description: 'A one-screen startup page with hero video, investor logos and newsletter.',
    price: 44,
    theme: 'pink',
    tags: ['Startup', 'SaaS'],
  },
];
