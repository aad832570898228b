// Block markup (the <!-- wp:name --> comments of the block editor) for the theme's templates, parts and patterns.
import { esc } from '../common/text';

type Attrs = Record<string, unknown> | undefined;

function comment(name: string, attrs: Attrs): string {
  const json = attrs && Object.keys(attrs).length ? ` ${JSON.stringify(attrs)}` : '';
  return `wp:${name}${json}`;
}

/** A block without inner content: <!-- wp:name {attrs} /-->. */
export function leaf(name: string, attrs?: Attrs): string {
  return `<!-- ${comment(name, attrs)} /-->`;
}

/** A block with saved markup between its opening and closing comments. */
export function wrap(name: string, attrs: Attrs, inner: string): string {
  return `<!-- ${comment(name, attrs)} -->\n${inner}\n<!-- /wp:${name} -->`;
}

export interface GroupOptions {
  tagName?: 'div' | 'main' | 'section' | 'header' | 'footer';
  align?: 'wide' | 'full';
  background?: string;
  text?: string;
  padding?: string;
  layout?: Record<string, unknown>;
  className?: string;
}

/** A core/group with palette colours and padding, its saved classes and styles matching its attributes. */
export function group(options: GroupOptions, ...children: string[]): string {
  const tag = options.tagName ?? 'div';
  const attrs: Record<string, unknown> = {};
  if (options.tagName && options.tagName !== 'div') attrs.tagName = options.tagName;
  if (options.className) attrs.className = options.className;
  if (options.align) attrs.align = options.align;
  if (options.padding) attrs.style = { spacing: { padding: { top: options.padding, bottom: options.padding } } };
  if (options.background) attrs.backgroundColor = options.background;
  if (options.text) attrs.textColor = options.text;
  attrs.layout = options.layout ?? { type: 'constrained' };
  const classes = ['wp-block-group'];
  if (options.className) classes.push(options.className);
  if (options.align) classes.push(`align${options.align}`);
  if (options.text) classes.push(`has-${options.text}-color`, 'has-text-color');
  if (options.background) classes.push(`has-${options.background}-background-color`, 'has-background');
  const style = options.padding ? ` style="padding-top:${options.padding};padding-bottom:${options.padding}"` : '';
  return wrap('group', attrs, `<${tag} class="${classes.join(' ')}"${style}>\n${children.join('\n')}\n</${tag}>`);
}

/** A heading; `html` is already escaped (it may hold PHP that echoes escaped text). */
export function heading(level: 1 | 2 | 3 | 4, html: string, align?: 'center'): string {
  const attrs: Record<string, unknown> = {};
  if (level !== 2) attrs.level = level;
  if (align) attrs.textAlign = align;
  const cls = `wp-block-heading${align ? ` has-text-align-${align}` : ''}`;
  return wrap('heading', attrs, `<h${level} class="${cls}">${html}</h${level}>`);
}

/** A paragraph; `html` is already escaped. */
export function paragraph(html: string, align?: 'center'): string {
  return wrap('paragraph', align ? { align } : undefined, `<p${align ? ` class="has-text-align-${align}"` : ''}>${html}</p>`);
}

/** Buttons, the first one filled; `label` holds escaped HTML, `href` an escaped URL or PHP echoing one. */
export function buttons(items: ReadonlyArray<{ label: string; href: string }>, justify?: 'center'): string {
  const inner = items
    .map((item, i) =>
      wrap(
        'button',
        i === 0 ? undefined : { className: 'is-style-outline' },
        `<div class="wp-block-button${i === 0 ? '' : ' is-style-outline'}"><a class="wp-block-button__link wp-element-button" href="${item.href}">${item.label}</a></div>`,
      ),
    )
    .join('\n');
  return wrap(
    'buttons',
    justify ? { layout: { type: 'flex', justifyContent: justify } } : undefined,
    `<div class="wp-block-buttons">\n${inner}\n</div>`,
  );
}

/** Columns of equal width. */
export function columns(cells: readonly string[], align?: 'wide'): string {
  const inner = cells.map((cell) => wrap('column', undefined, `<div class="wp-block-column">\n${cell}\n</div>`)).join('\n');
  return wrap('columns', align ? { align } : undefined, `<div class="wp-block-columns${align ? ` align${align}` : ''}">\n${inner}\n</div>`);
}

/** A bulleted list; items hold escaped HTML. */
export function list(items: readonly string[]): string {
  const inner = items.map((item) => wrap('list-item', undefined, `<li>${item}</li>`)).join('\n');
  return wrap('list', undefined, `<ul class="wp-block-list">\n${inner}\n</ul>`);
}

/** A quote with its citation; both hold escaped HTML. */
export function quote(text: string, cite: string): string {
  return wrap('quote', undefined, `<blockquote class="wp-block-quote">\n${paragraph(text)}\n<cite>${cite}</cite></blockquote>`);
}

export function spacer(height: string): string {
  return wrap('spacer', { height }, `<div style="height:${height}" aria-hidden="true" class="wp-block-spacer"></div>`);
}

export function separator(): string {
  return wrap('separator', undefined, '<hr class="wp-block-separator has-alpha-channel-opacity"/>');
}

/** A template part (header or footer). */
export function part(slug: 'header' | 'footer'): string {
  return leaf('template-part', { slug, tagName: slug === 'header' ? 'header' : 'footer' });
}

/** A pattern of the theme, by its slug. */
export function pattern(slug: string): string {
  return leaf('pattern', { slug });
}

/** Text for a block template (an .html file cannot run PHP): escaped once. */
export const text = (value: string) => esc(value);
