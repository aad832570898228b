// The main sections of the Shopify theme's templates: product, collection, cart, page, blog, article, search, 404, collections list, password.
import type { PackageFile } from '../package-file';
import { range, section } from './schema';

const pagination = `{%- if paginate.pages > 1 -%}
    <nav class="pagination" aria-label="{{ 'general.pagination' | t }}">{{ paginate | default_pagination }}</nav>
  {%- endif -%}`;

export function mainSections(): PackageFile[] {
  return [
    section(
      'main-product',
      `<div class="page-width product">
  <div class="product__media">
    {%- if product.featured_image != blank -%}
      {{ product.featured_image | image_url: width: 1200 | image_tag: loading: 'eager', sizes: '(min-width: 750px) 50vw, 100vw' }}
    {%- endif -%}
  </div>
  <div class="product__info">
    <h1>{{ product.title | escape }}</h1>
    {% render 'price', product: product %}
    {{ product.description }}
    {%- form 'product', product -%}
      <select name="id" aria-label="{{ 'products.variant' | t }}">
        {%- for variant in product.variants -%}
          <option value="{{ variant.id }}"{% if variant == product.selected_or_first_available_variant %} selected{% endif %}{% unless variant.available %} disabled{% endunless %}>{{ variant.title | escape }}</option>
        {%- endfor -%}
      </select>
      <button class="button" type="submit"{% unless product.available %} disabled{% endunless %}>
        {%- if product.available -%}{{ 'products.add_to_cart' | t }}{%- else -%}{{ 'products.sold_out' | t }}{%- endif -%}
      </button>
    {%- endform -%}
  </div>
</div>`,
      { name: 'Product information', tag: 'section' },
    ),
    section(
      'main-collection-product-grid',
      `<div class="page-width">
  <h1>{{ collection.title | escape }}</h1>
  {{ collection.description }}
  {%- paginate collection.products by section.settings.products_per_page -%}
    <ul class="grid">
      {%- for product in collection.products -%}
        <li>{% render 'product-card', product: product %}</li>
      {%- else -%}
        <li>{{ 'collections.empty' | t }}</li>
      {%- endfor -%}
    </ul>
    ${pagination}
  {%- endpaginate -%}
</div>`,
      { name: 'Product grid', tag: 'section', settings: [range('products_per_page', 'Products per page', 8, 24, 4, 12)] },
    ),
    section(
      'main-cart-items',
      `<div class="page-width cart">
  <h1>{{ 'cart.title' | t }}</h1>
  {%- if cart.item_count > 0 -%}
    <form action="{{ routes.cart_url }}" method="post">
      <ul class="cart__items">
        {%- for item in cart.items -%}
          <li class="cart__item">
            <a href="{{ item.url }}">{{ item.product.title | escape }}</a>
            <input type="number" name="updates[]" value="{{ item.quantity }}" min="0" aria-label="{{ 'cart.quantity' | t }}">
            <span>{{ item.final_line_price | money }}</span>
          </li>
        {%- endfor -%}
      </ul>
      <p class="cart__total">{{ 'cart.subtotal' | t }}: {{ cart.total_price | money_with_currency }}</p>
      <button class="button" type="submit" name="checkout">{{ 'cart.checkout' | t }}</button>
    </form>
  {%- else -%}
    <p>{{ 'cart.empty' | t }}</p>
    <a class="button" href="{{ routes.all_products_collection_url }}">{{ 'cart.continue' | t }}</a>
  {%- endif -%}
</div>`,
      { name: 'Cart items', tag: 'section' },
    ),
    section('main-page', `<div class="page-width rich-text">\n  <h1>{{ page.title | escape }}</h1>\n  {{ page.content }}\n</div>`, {
      name: 'Page',
      tag: 'section',
    }),
    section(
      'main-blog',
      `<div class="page-width">
  <h1>{{ blog.title | escape }}</h1>
  {%- paginate blog.articles by section.settings.articles_per_page -%}
    <ul class="grid">
      {%- for article in blog.articles -%}
        <li class="card">
          <a href="{{ article.url }}"><h2 class="card__title">{{ article.title | escape }}</h2></a>
          <p class="muted">{{ article.published_at | time_tag: format: 'date' }} · {{ article.author | escape }}</p>
          <p>{{ article.excerpt_or_content | strip_html | truncate: 160 }}</p>
        </li>
      {%- endfor -%}
    </ul>
    ${pagination}
  {%- endpaginate -%}
</div>`,
      { name: 'Blog posts', tag: 'section', settings: [range('articles_per_page', 'Posts per page', 3, 24, 3, 9)] },
    ),
    section(
      'main-article',
      `<article class="page-width rich-text">
  <h1>{{ article.title | escape }}</h1>
  <p class="muted">{{ article.published_at | time_tag: format: 'date' }} · {{ article.author | escape }}</p>
  {%- if article.image != blank -%}
    {{ article.image | image_url: width: 1200 | image_tag: loading: 'lazy' }}
  {%- endif -%}
  {{ article.content }}
</article>`,
      { name: 'Post', tag: 'section' },
    ),
    section(
      'main-search',
      `<div class="page-width">
  <h1>{{ 'general.search' | t }}</h1>
  <form action="{{ routes.search_url }}" method="get" role="search">
    <input type="search" name="q" value="{{ search.terms | escape }}" aria-label="{{ 'general.search' | t }}">
    <button class="button" type="submit">{{ 'general.search' | t }}</button>
  </form>
  {%- if search.performed -%}
    {%- paginate search.results by 12 -%}
      <ul class="grid">
        {%- for item in search.results -%}
          <li class="card"><a href="{{ item.url }}">{{ item.title | escape }}</a></li>
        {%- else -%}
          <li>{{ 'general.no_results' | t }}</li>
        {%- endfor -%}
      </ul>
      ${pagination}
    {%- endpaginate -%}
  {%- endif -%}
</div>`,
      { name: 'Search results', tag: 'section' },
    ),
    section(
      'main-404',
      `<div class="page-width rich-text">\n  <h1>{{ 'general.not_found' | t }}</h1>\n  <p>{{ 'general.not_found_text' | t }}</p>\n  <a class="button" href="{{ routes.all_products_collection_url }}">{{ 'cart.continue' | t }}</a>\n</div>`,
      { name: '404', tag: 'section' },
    ),
    section(
      'main-list-collections',
      `<div class="page-width">
  <h1>{{ 'collections.title' | t }}</h1>
  <ul class="grid">
    {%- for collection in collections -%}
      <li class="card"><a href="{{ collection.url }}">{{ collection.title | escape }}</a></li>
    {%- endfor -%}
  </ul>
</div>`,
      { name: 'Collections list', tag: 'section' },
    ),
    section(
      'main-password',
      `<div class="page-width rich-text">
  <h1>{{ shop.name | escape }}</h1>
  <p>{{ shop.password_message | escape }}</p>
  {%- form 'storefront_password' -%}
    {{ form.errors | default_errors }}
    <input type="password" name="password" aria-label="{{ 'general.password' | t }}">
    <button class="button" type="submit">{{ 'general.enter' | t }}</button>
  {%- endform -%}
</div>`,
      { name: 'Password', tag: 'section' },
    ),
  ];
}
