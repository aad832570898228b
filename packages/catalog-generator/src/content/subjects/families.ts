// Each family's defaults: stats, FAQ, pricing, logos, team roles and highlights a subject may override.
import type { Family, FamilyDefaults } from './subject-types';

const SHOP: FamilyDefaults = {
  stats: [
    ['48k+', 'Orders shipped'],
    ['4.9/5', 'Average review'],
    ['2 days', 'Typical delivery'],
    ['30 days', 'Free returns'],
  ],
  faq: [
    ['How fast is delivery?', 'Orders placed before 2 pm leave the same day and usually arrive within two days.'],
    ['Can I return an item?', 'Yes: send it back within 30 days for a full refund.'],
    ['Do you ship abroad?', 'We ship to 30 countries; duties are shown at checkout.'],
    ['Can I send it as a gift?', 'Add a gift note at checkout and we leave the price off the slip.'],
  ],
  pricing: [
    ['Standard', '$4.90', '/order', ['Delivery in 3-5 days', 'Tracked parcel']],
    ['Express', '$9.90', '/order', ['Next-day delivery', 'Tracked parcel', 'Gift wrapping']],
    ['Members', '$49', '/year', ['Free express delivery', 'Early access to sales']],
  ],
  pricingTitle: ['Delivery', 'Delivery options'],
  logosTitle: 'As featured in',
  logos: ['The Weekend Edit', 'Shop Local', 'Good Goods', 'Daily Finds', 'The Curator', 'Made Well'],
  teamRoles: ['Founder', 'Head of Buying', 'Customer Care', 'Warehouse Lead'],
  highlights: [
    ['Free delivery over $50', 'Tracked and insured, usually in two days.'],
    ['30-day returns', 'Changed your mind? Send it back, free.'],
    ['Secure checkout', 'Cards, Apple Pay and PayPal.'],
  ],
  featuresTitle: ['Why shop with us', 'Small details, done right'],
  postsTitle: 'From the journal',
  quotesTitle: 'What customers say',
};

const SERVICE: FamilyDefaults = {
  stats: [
    ['18 yrs', 'In business'],
    ['650+', 'Clients served'],
    ['97%', 'Would recommend us'],
    ['24 h', 'Reply time'],
  ],
  faq: [
    ['How do we start?', 'Book a free 30-minute call and we will tell you honestly whether we can help.'],
    ['How do you charge?', 'A fixed quote per project, or a monthly retainer for ongoing work.'],
    ['Where do you work?', 'From our office and on site across the region.'],
    ['How soon can you start?', 'Usually within two weeks of our first call.'],
  ],
  pricing: [
    ['Starter', '$490', '/project', ['First consultation', 'Written plan', 'Email support']],
    ['Growth', '$1,490', '/month', ['Dedicated lead', 'Monthly review', 'Priority support']],
    ['Partner', 'Custom', '', ['A team on call', 'Quarterly planning', 'On-site days']],
  ],
  pricingTitle: ['Pricing', 'Clear fees, no surprises'],
  logosTitle: 'Trusted by',
  logos: ['Northwind', 'Lumio', 'Kranos', 'Velta', 'Orbitra', 'Quanta', 'Brightline', 'Halden'],
  teamRoles: ['Managing Partner', 'Senior Consultant', 'Project Lead', 'Client Manager'],
  highlights: [
    ['Senior people on every job', 'No hand-offs to juniors.'],
    ['Fixed quotes', 'You know the cost before we start.'],
    ['Local and reachable', 'A named contact who answers.'],
  ],
  featuresTitle: ['Why us', 'How we work'],
  postsTitle: 'Insights',
  quotesTitle: 'What clients say',
};

const HEALTH: FamilyDefaults = {
  ...SERVICE,
  stats: [
    ['25 yrs', 'Caring for the community'],
    ['12k+', 'Patients a year'],
    ['4.9/5', 'Patient rating'],
    ['Same day', 'Urgent appointments'],
  ],
  faq: [
    ['Do you take new patients?', 'Yes, and most new patients are seen within the week.'],
    ['Is my insurance accepted?', 'We work with most major insurers; ask us about yours.'],
    ['Can I book online?', 'Book, move or cancel an appointment online at any time.'],
    ['What should I bring?', 'Your ID, insurance card and a list of current medication.'],
  ],
  pricing: [
    ['First visit', '$90', '/visit', ['Full assessment', 'Care plan']],
    ['Care plan', '$45', '/month', ['Two visits a year', 'Priority booking', '10% off treatments']],
    ['Family plan', '$110', '/month', ['Up to 5 people', 'Priority booking', 'Telehealth included']],
  ],
  pricingTitle: ['Fees', 'Simple, fair fees'],
  logosTitle: 'Accredited and insured with',
  logos: ['HealthFirst', 'CareOne', 'MediPlus', 'Unity Health', 'BlueLeaf', 'Allcare'],
  teamRoles: ['Medical Director', 'Senior Practitioner', 'Practice Nurse', 'Patient Coordinator'],
  highlights: [
    ['Book online', 'Pick a time that suits you, day or night.'],
    ['Caring specialists', 'Experienced, patient and kind.'],
    ['Close to home', 'Parking and step-free access.'],
  ],
  featuresTitle: ['Your visit', 'Care made easy'],
  postsTitle: 'Health tips',
  quotesTitle: 'What patients say',
};

const LEARNING: FamilyDefaults = {
  ...SERVICE,
  stats: [
    ['32k', 'Students'],
    ['180+', 'Courses'],
    ['4.8/5', 'Course rating'],
    ['94%', 'Completion rate'],
  ],
  faq: [
    ['Do I get a certificate?', 'Yes, every completed course comes with a certificate.'],
    ['Can I learn at my own pace?', 'Lessons stay open, so you learn when it suits you.'],
    ['Is there a free trial?', 'The first lesson of every course is free.'],
    ['Can teachers ask questions?', 'Every course has a discussion board answered by its teacher.'],
  ],
  pricing: [
    ['Single course', '$49', '/course', ['Lifetime access', 'Certificate']],
    ['All access', '$29', '/month', ['Every course', 'Live workshops', 'Certificates']],
    ['Teams', '$199', '/month', ['10 learners', 'Progress reports', 'Dedicated support']],
  ],
  pricingTitle: ['Plans', 'Learn on your terms'],
  logosTitle: 'Accredited by',
  logos: ['Open Learning Council', 'EdTrust', 'Skills Board', 'Learn Alliance', 'Campus Network', 'Study Guild'],
  teamRoles: ['Head of Learning', 'Lead Instructor', 'Course Designer', 'Student Advisor'],
  highlights: [
    ['Learn from experts', 'Teachers who work in their field.'],
    ['Study anywhere', 'On your laptop, tablet or phone.'],
    ['Earn certificates', 'Show what you learned.'],
  ],
  featuresTitle: ['Why learn with us', 'Learning that sticks'],
  postsTitle: 'From the blog',
  quotesTitle: 'What students say',
};

const CREATIVE: FamilyDefaults = {
  ...SERVICE,
  stats: [
    ['12 yrs', 'Of practice'],
    ['240+', 'Projects delivered'],
    ['18', 'Awards'],
    ['30', 'Countries'],
  ],
  pricingTitle: ['Rates', 'Ways to work together'],
  logosTitle: 'Selected clients',
  teamRoles: ['Founder', 'Creative Director', 'Senior Designer', 'Producer'],
  highlights: [
    ['A clear process', 'Brief, concepts, refinement, delivery.'],
    ['Work that lasts', 'Ideas built on a solid strategy.'],
    ['Close collaboration', 'You see progress every week.'],
  ],
  featuresTitle: ['Approach', 'How projects run'],
  postsTitle: 'Journal',
  quotesTitle: 'Kind words',
};

const TECH: FamilyDefaults = {
  stats: [
    ['10k+', 'Teams'],
    ['99.99%', 'Uptime'],
    ['4.8/5', 'Customer rating'],
    ['3 min', 'Median setup'],
  ],
  faq: [
    ['Is there a free trial?', 'Yes: 14 days with every feature, no card needed.'],
    ['Can I cancel any time?', 'Yes, plans are monthly or yearly and you can cancel in one click.'],
    ['Is my data safe?', 'Data is encrypted in transit and at rest, and we are SOC 2 audited.'],
    ['Do you offer discounts?', 'Startups and non-profits get 50% off the first year.'],
  ],
  pricing: [
    ['Starter', '$12', '/month', ['3 users', 'Core features', 'Email support']],
    ['Pro', '$39', '/month', ['Unlimited users', 'Advanced analytics', 'Priority support', 'Integrations']],
    ['Enterprise', 'Custom', '', ['SSO and audit log', 'Dedicated manager', 'SLA']],
  ],
  pricingTitle: ['Pricing', 'Simple pricing that scales'],
  logosTitle: 'Trusted by teams at',
  logos: ['Northwind', 'Lumio', 'Kranos', 'Velta', 'Orbitra', 'Quanta', 'Polyglot', 'Stackwise'],
  teamRoles: ['CEO', 'CTO', 'Head of Product', 'Lead Engineer'],
  highlights: [
    ['Set up in minutes', 'Import your data and invite the team.'],
    ['Works with your tools', 'Slack, Google Workspace and 200 more.'],
    ['Secure by default', 'Encryption, SSO and audit logs.'],
  ],
  featuresTitle: ['Features', 'Everything your team needs'],
  postsTitle: 'From the blog',
  quotesTitle: 'Loved by teams',
};

const PUBLICATION: FamilyDefaults = {
  stats: [
    ['1.2M', 'Monthly readers'],
    ['40k', 'Newsletter subscribers'],
    ['12', 'Writers'],
    ['Since 2014', 'Publishing'],
  ],
  faq: [
    ['Can I write for you?', 'We welcome pitches: send a short outline and two samples.'],
    ['How often do you publish?', 'New stories every weekday, and a long read on Sundays.'],
    ['Is it free to read?', 'Most stories are free; members support the work and read ad-free.'],
    ['Can I republish a story?', 'Ask us first; we usually say yes with a link back.'],
  ],
  pricing: [
    ['Reader', 'Free', '', ['Weekly newsletter', 'Most stories']],
    ['Member', '$6', '/month', ['Every story, ad-free', 'Members-only issues', 'Comments']],
    ['Patron', '$60', '/year', ['Everything in Member', 'Print annual', 'Events']],
  ],
  pricingTitle: ['Membership', 'Support independent writing'],
  logosTitle: 'As mentioned in',
  logos: ['The Morning Post', 'Daily Ledger', 'Open Press', 'The Review', 'City Times', 'Weekly Wire'],
  teamRoles: ['Editor-in-Chief', 'Senior Writer', 'Photo Editor', 'Contributing Editor'],
  highlights: [
    ['Stories worth your time', 'Reported, edited and fact-checked.'],
    ['Free newsletter', 'The best of the week every Sunday.'],
    ['No clickbait', 'Headlines that say what the story says.'],
  ],
  featuresTitle: ['Why read us', 'Independent and reader-funded'],
  postsTitle: 'Latest stories',
  quotesTitle: 'What readers say',
};

const PLUGIN: FamilyDefaults = {
  ...TECH,
  stats: [
    ['60k+', 'Active installs'],
    ['4.9/5', 'Rating'],
    ['< 1 MB', 'Plugin size'],
    ['24 h', 'Support reply'],
  ],
  faq: [
    ['Does it work with my theme?', 'Yes: it works with any theme that follows WordPress standards.'],
    ['Will it slow my site down?', 'No: it loads its assets only on pages that need them.'],
    ['Is there a refund?', '14 days, no questions asked.'],
    ['Do I get updates?', 'Updates and support are included for a year and renew at 40% off.'],
  ],
  pricing: [
    ['Personal', '$39', '/year', ['1 website', 'All core features', '1 year of updates']],
    ['Business', '$89', '/year', ['5 websites', 'All pro modules', 'Priority support']],
    ['Agency', '$179', '/year', ['Unlimited websites', 'White label', 'Dedicated support']],
  ],
  logosTitle: 'Used on sites of',
  teamRoles: ['Founder & Lead Developer', 'Support Engineer', 'Developer', 'Product Designer'],
  featuresTitle: ['Features', 'Everything in one plugin'],
  quotesTitle: 'What site owners say',
};

const MARKETING: FamilyDefaults = {
  ...SERVICE,
  pricingTitle: ['Formats', 'What is in the pack'],
  pricing: [
    ['Essentials', '12', 'designs', ['Editable text', 'Free fonts']],
    ['Complete', '40', 'designs', ['Every size', 'Matching stories', 'Editable colours']],
    ['Extended', '80', 'designs', ['Every size', 'Animated versions', 'Commercial licence']],
  ],
  logosTitle: 'Editable in',
  logos: ['Figma', 'Canva', 'Photoshop', 'Illustrator', 'InDesign', 'Affinity'],
  featuresTitle: ['Inside', 'Made to be edited'],
  postsTitle: 'In this issue',
  quotesTitle: 'Readers write',
};

export const FAMILY_DEFAULTS: Record<Family, FamilyDefaults> = {
  shop: SHOP,
  food: {
    ...SHOP,
    stats: [
      ['4.8/5', 'Guest rating'],
      ['120', 'Seats'],
      ['Since 2011', 'Cooking'],
      ['12', 'Local farms'],
    ],
    logosTitle: 'As reviewed in',
    logos: ['City Eats', 'The Food Guide', 'Table Talk', 'Good Taste', 'Weekend Plate', 'Local Fork'],
    teamRoles: ['Head Chef', 'Pastry Chef', 'Restaurant Manager', 'Sommelier'],
    featuresTitle: ['Visit us', 'A table is waiting'],
    quotesTitle: 'What guests say',
    highlights: [
      ['Seasonal menu', 'Changes with what the farms bring.'],
      ['Private dining', 'A room for up to 24 guests.'],
      ['Book online', 'Tables released 30 days ahead.'],
    ],
  },
  service: SERVICE,
  health: HEALTH,
  learning: LEARNING,
  creative: CREATIVE,
  tech: TECH,
  publication: PUBLICATION,
  docs: { ...TECH, featuresTitle: ['Guides', 'Find your way around'], postsTitle: 'Changelog' },
  community: {
    ...PUBLICATION,
    stats: [
      ['48k', 'Members'],
      ['3.1k', 'Discussions this month'],
      ['120', 'Meetups a year'],
      ['92', 'Countries'],
    ],
    teamRoles: ['Community Lead', 'Moderator', 'Events Host', 'Volunteer Moderator'],
    featuresTitle: ['Why join', 'A friendly place to learn'],
    postsTitle: 'Popular discussions',
    quotesTitle: 'What members say',
  },
  plugin: PLUGIN,
  marketing: MARKETING,
  status: TECH,
};
