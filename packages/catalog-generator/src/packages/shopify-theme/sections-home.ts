// The home page and shared sections of the Shopify theme: header, footer, image banner, featured collection, columns, quotes, rich text.
import type { PackageFile } from '../package-file';
import { range, section, text, textarea, url } from './schema';

export function homeSections(): PackageFile[] {
  return [
    section(
      'header',
      `<div class="page-width header">
  <a class="header__brand" href="{{ routes.root_url }}">{{ shop.name | escape }}</a>
  <nav class="header__menu" aria-label="{{ 'general.menu' | t }}">
    {%- for link in section.settings.menu.links -%}
      <a href="{{ link.url }}"{% if link.active %} aria-current="page"{% endif %}>{{ link.title | escape }}</a>
    {%- endfor -%}
  </nav>
  <div class="header__tools">
    <a href="{{ routes.search_url }}">{{ 'general.search' | t }}</a>
    {%- if shop.customer_accounts_enabled -%}
      <a href="{{ routes.account_url }}">{{ 'customer.account' | t }}</a>
    {%- endif -%}
    <a href="{{ routes.cart_url }}">{{ 'cart.title' | t }} ({{ cart.item_count }})</a>
  </div>
</div>`,
      {
        name: 'Header',
        tag: 'header',
        class: 'section-header',
        settings: [{ type: 'link_list', id: 'menu', label: 'Menu', default: 'main-menu' }],
      },
    ),
    section(
      'footer',
      `<div class="page-width footer">
  <div>
    <p class="footer__brand">{{ shop.name | escape }}</p>
    <p>{{ section.settings.tagline | escape }}</p>
  </div>
  <div>
    <p>{{ section.settings.address | escape }}</p>
    <p>{{ section.settings.email | escape }} · {{ section.settings.phone | escape }}</p>
  </div>
  <p class="footer__copy">&copy; {{ shop.name | escape }}. {{ powered_by_link }}</p>
</div>`,
      {
        name: 'Footer',
        tag: 'footer',
        class: 'section-footer',
        settings: [text('tagline', 'Tagline'), text('address', 'Address'), text('email', 'Email'), text('phone', 'Phone')],
      },
    ),
    section(
      'image-banner',
      `<div class="banner{% if section.settings.image != blank %} banner--image{% endif %}">
  {%- if section.settings.image != blank -%}
    {{ section.settings.image | image_url: width: 1920 | image_tag: class: 'banner__image', loading: 'eager', sizes: '100vw' }}
  {%- endif -%}
  <div class="page-width banner__content">
    <h1>{{ section.settings.heading | escape }}</h1>
    <p>{{ section.settings.text | escape }}</p>
    {%- if section.settings.button_label != blank -%}
      <a class="button" href="{{ section.settings.button_link | default: routes.all_products_collection_url }}">{{ section.settings.button_label | escape }}</a>
    {%- endif -%}
  </div>
</div>`,
      {
        name: 'Image banner',
        tag: 'section',
        settings: [
          { type: 'image_picker', id: 'image', label: 'Image' },
          text('heading', 'Heading'),
          textarea('text', 'Text'),
          text('button_label', 'Button label'),
          url('button_link', 'Button link'),
        ],
        presets: [{ name: 'Image banner' }],
      },
    ),
    section(
      'featured-collection',
      `<div class="page-width">
  <h2>{{ section.settings.heading | escape }}</h2>
  {%- assign featured = section.settings.collection -%}
  <ul class="grid">
    {%- if featured != blank -%}
      {%- for product in featured.products limit: section.settings.products_to_show -%}
        <li>{% render 'product-card', product: product %}</li>
      {%- endfor -%}
    {%- else -%}
      {%- for product in collections.all.products limit: section.settings.products_to_show -%}
        <li>{% render 'product-card', product: product %}</li>
      {%- endfor -%}
    {%- endif -%}
  </ul>
</div>`,
      {
        name: 'Featured collection',
        tag: 'section',
        settings: [
          text('heading', 'Heading', 'Featured products'),
          { type: 'collection', id: 'collection', label: 'Collection' },
          range('products_to_show', 'Products to show', 2, 12, 1, 4),
        ],
        presets: [{ name: 'Featured collection' }],
      },
    ),
    section(
      'multicolumn',
      `<div class="page-width">
  <h2>{{ section.settings.heading | escape }}</h2>
  <div class="columns">
    {%- for block in section.blocks -%}
      <div class="column" {{ block.shopify_attributes }}>
        <h3>{{ block.settings.title | escape }}</h3>
        <p>{{ block.settings.text | escape }}</p>
      </div>
    {%- endfor -%}
  </div>
</div>`,
      {
        name: 'Multicolumn',
        tag: 'section',
        settings: [text('heading', 'Heading', 'Why choose us')],
        blocks: [{ type: 'column', name: 'Column', settings: [text('title', 'Title', 'Column'), textarea('text', 'Text')] }],
        max_blocks: 12,
        presets: [{ name: 'Multicolumn', blocks: [{ type: 'column' }, { type: 'column' }, { type: 'column' }] }],
      },
    ),
    section(
      'testimonials',
      `<div class="page-width">
  <h2>{{ section.settings.heading | escape }}</h2>
  <div class="columns">
    {%- for block in section.blocks -%}
      <blockquote class="quote" {{ block.shopify_attributes }}>
        <p>{{ block.settings.quote | escape }}</p>
        <cite>{{ block.settings.author | escape }}</cite>
      </blockquote>
    {%- endfor -%}
  </div>
</div>`,
      {
        name: 'Testimonials',
        tag: 'section',
        settings: [text('heading', 'Heading', 'What people say')],
        blocks: [
          {
            type: 'quote',
            name: 'Quote',
            settings: [textarea('quote', 'Quote', 'A kind word from a customer.'), text('author', 'Author', 'A customer')],
          },
        ],
        max_blocks: 6,
        presets: [{ name: 'Testimonials', blocks: [{ type: 'quote' }, { type: 'quote' }, { type: 'quote' }] }],
      },
    ),
    section(
      'rich-text',
      `<div class="page-width rich-text">
  <h2>{{ section.settings.heading | escape }}</h2>
  {{ section.settings.text }}
  {%- if section.settings.button_label != blank -%}
    <a class="button" href="{{ section.settings.button_link | default: routes.all_products_collection_url }}">{{ section.settings.button_label | escape }}</a>
  {%- endif -%}
</div>`,
      {
        name: 'Rich text',
        tag: 'section',
        settings: [
          text('heading', 'Heading', 'Talk about your brand'),
          { type: 'richtext', id: 'text', label: 'Text', default: '<p>Share your story.</p>' },
          text('button_label', 'Button label'),
          url('button_link', 'Button link'),
        ],
        presets: [{ name: 'Rich text' }],
      },
    ),
  ];
}
