// The theme's block patterns (patterns/*.php): the demo's hero, features, services, posts or products, quotes, pricing and call to action.
import { headerValue, phpString } from '../common/text';
import type { PackageFile } from '../package-file';
import { buttons, columns, group, heading, leaf, list, paragraph, quote, spacer } from './blocks';
import type { ThemeContext } from './templates';

/** Translatable, escaped text of the pattern. */
function tr(value: string, domain: string): string {
  return `<?php esc_html_e( ${phpString(value)}, ${phpString(domain)} ); ?>`;
}

/** An escaped link to a path of the site. */
function link(path: string): string {
  return `<?php echo esc_url( home_url( ${phpString(path)} ) ); ?>`;
}

function patternFile(ctx: ThemeContext, name: string, title: string, description: string, markup: string, categories = ''): PackageFile {
  const header = `<?php
/**
 * Title: ${headerValue(title)}
 * Slug: ${ctx.slug}/${name}
 * Categories: ${ctx.slug}${categories ? `, ${categories}` : ''}
 * Description: ${headerValue(description)}
 *
 * @package ${ctx.slug}
 */

?>
`;
  return { name: `patterns/${name}.php`, content: `${header}${markup}\n` };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

export function patternFiles(ctx: ThemeContext): PackageFile[] {
  const c = ctx.content;
  const d = ctx.slug;
  const t = (value: string) => tr(value, d);
  const ctaPath = ctx.shop ? '/shop/' : '/contact/';

  const hero = group(
    { align: 'full', padding: '6rem', background: 'primary', text: 'on-primary' },
    heading(1, t(c.tagline), 'center'),
    paragraph(t(c.intro), 'center'),
    buttons(
      [
        { label: t(c.cta), href: link(ctaPath) },
        { label: t(c.secondaryCta), href: link('/about/') },
      ],
      'center',
    ),
  );

  const featureCells = (features: readonly string[]) => features.map((f) => `${heading(3, t(f))}`);
  const features = group(
    { align: 'full', padding: '4rem' },
    heading(2, t('Everything you need, nothing you don’t'), 'center'),
    paragraph(t(`${c.brand} comes with the details that make a site feel finished.`), 'center'),
    ...chunks(c.features, 3).map((row) => columns(featureCells(row), 'wide')),
  );

  const services = group(
    { align: 'full', padding: '4rem', background: 'surface' },
    heading(2, t('What we do'), 'center'),
    ...chunks(c.services, 3).map((row) =>
      columns(
        row.map((s) => `${heading(3, t(s.title))}\n${paragraph(t(s.text))}`),
        'wide',
      ),
    ),
  );

  const posts = group(
    { align: 'full', padding: '4rem' },
    heading(2, t('From the journal'), 'center'),
    leaf('latest-posts', {
      postsToShow: 3,
      displayPostDate: true,
      displayFeaturedImage: true,
      featuredImageSizeSlug: 'medium',
      postLayout: 'grid',
      columns: 3,
      align: 'wide',
    }),
  );

  const products = group(
    { align: 'full', padding: '4rem' },
    heading(2, t('New arrivals'), 'center'),
    paragraph(t(`Shop ${c.shopCategories.join(', ')}.`), 'center'),
    leaf('woocommerce/product-new', { columns: 4, rows: 1, align: 'wide' }),
    buttons([{ label: t(c.cta), href: link('/shop/') }], 'center'),
  );

  const testimonials = group(
    { align: 'full', padding: '4rem', background: 'surface' },
    heading(2, t('What people say'), 'center'),
    columns(
      c.quotes.map((q) => quote(t(q.text), `${t(q.name)}, ${t(q.role)}`)),
      'wide',
    ),
  );

  const pricing = group(
    { align: 'full', padding: '4rem' },
    heading(2, t('Simple, honest pricing'), 'center'),
    columns(
      c.pricing.map((tier) =>
        group(
          {
            padding: '2rem',
            background: tier.highlighted ? 'primary' : 'surface',
            text: tier.highlighted ? 'on-primary' : 'contrast',
            layout: { type: 'constrained' },
          },
          heading(3, t(tier.name)),
          paragraph(`<strong>${t(tier.price)}</strong> ${t(tier.period)}`),
          list(tier.perks.map((perk) => t(perk))),
          buttons([{ label: t(c.cta), href: link(ctaPath) }]),
        ),
      ),
      'wide',
    ),
  );

  const cta = group(
    { align: 'full', padding: '5rem', background: 'primary', text: 'on-primary' },
    heading(2, t(c.tagline), 'center'),
    paragraph(t(`${c.email} · ${c.phone}`), 'center'),
    spacer('8px'),
    buttons([{ label: t(c.cta), href: link(ctaPath) }], 'center'),
  );

  return [
    patternFile(ctx, 'hero', 'Hero', `The opening banner of ${c.brand}: tagline, introduction and buttons.`, hero, 'banner, featured'),
    patternFile(ctx, 'features', 'Features', 'A grid of the features, three a row.', features, 'featured'),
    patternFile(ctx, 'services', 'Services', 'What the business does, in short cards.', services, 'services'),
    patternFile(
      ctx,
      ctx.shop ? 'products' : 'posts',
      ctx.shop ? 'New arrivals' : 'Latest posts',
      ctx.shop ? 'The newest products of the shop.' : 'The three latest posts.',
      ctx.shop ? products : posts,
      'featured',
    ),
    patternFile(ctx, 'testimonials', 'Testimonials', 'Three quotes from happy customers.', testimonials, 'testimonials'),
    patternFile(ctx, 'pricing', 'Pricing', 'Three plans side by side, the middle one highlighted.', pricing, 'call-to-action'),
    patternFile(ctx, 'cta', 'Call to action', 'A closing banner with the contact details and a button.', cta, 'call-to-action'),
  ];
}
