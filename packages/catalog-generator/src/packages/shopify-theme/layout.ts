// The layouts, snippets, customer templates and gift card template of the Shopify theme.
import type { PackageFile } from '../package-file';

const head = `  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="theme-color" content="{{ settings.color_primary }}">
  <link rel="canonical" href="{{ canonical_url }}">
  <title>{{ page_title }}{% unless page_title contains shop.name %} – {{ shop.name }}{% endunless %}</title>
  {%- if page_description -%}<meta name="description" content="{{ page_description | escape }}">{%- endif -%}
  {% render 'css-variables' %}
  {{ 'base.css' | asset_url | stylesheet_tag }}
  {{ content_for_header }}`;

function customerPage(title: string, body: string): string {
  return `<div class="page-width customer">
  <h1>{{ '${title}' | t }}</h1>
${body}
</div>
`;
}

const field = (type: string, name: string, key: string) =>
  `    <label>{{ 'customer.${key}' | t }}<input type="${type}" name="${name}" autocomplete="${type === 'password' ? 'current-password' : type}"></label>`;

export function layoutFiles(): PackageFile[] {
  return [
    {
      name: 'layout/theme.liquid',
      content: `<!doctype html>
<html lang="{{ request.locale.iso_code }}">
<head>
${head}
</head>
<body>
  <a class="skip-link" href="#main">{{ 'general.skip' | t }}</a>
  {% section 'header' %}
  <main id="main" role="main">
    {{ content_for_layout }}
  </main>
  {% section 'footer' %}
</body>
</html>
`,
    },
    {
      name: 'layout/password.liquid',
      content: `<!doctype html>
<html lang="{{ request.locale.iso_code }}">
<head>
${head}
</head>
<body>
  <main id="main" role="main">
    {{ content_for_layout }}
  </main>
</body>
</html>
`,
    },
    {
      name: 'snippets/css-variables.liquid',
      content: `<style>
  :root {
    --color-primary: {{ settings.color_primary }};
    --color-secondary: {{ settings.color_secondary }};
    --color-accent: {{ settings.color_accent }};
    --color-background: {{ settings.color_background }};
    --color-text: {{ settings.color_text }};
    --color-on-primary: {{ settings.color_on_primary }};
    --font-body: {{ settings.font_body }};
  }
</style>
`,
    },
    {
      name: 'snippets/product-card.liquid',
      content: `{%- comment -%} A product in a grid: picture, title, price. Renders: product. {%- endcomment -%}
<a class="card" href="{{ product.url }}">
  {%- if product.featured_image != blank -%}
    {{ product.featured_image | image_url: width: 600 | image_tag: loading: 'lazy', sizes: '(min-width: 750px) 25vw, 50vw' }}
  {%- endif -%}
  <span class="card__title">{{ product.title | escape }}</span>
  {% render 'price', product: product %}
</a>
`,
    },
    {
      name: 'snippets/price.liquid',
      content: `{%- comment -%} The price of a product, with the compare-at price when it is on sale. Renders: product. {%- endcomment -%}
<p class="price">
  {%- if product.compare_at_price > product.price -%}
    <s>{{ product.compare_at_price | money }}</s>
  {%- endif -%}
  <span>{{ product.price | money }}</span>
</p>
`,
    },
    {
      name: 'templates/customers/login.liquid',
      content: customerPage(
        'customer.login',
        `  {%- form 'customer_login' -%}
    {{ form.errors | default_errors }}
${field('email', 'customer[email]', 'email')}
${field('password', 'customer[password]', 'password')}
    <button class="button" type="submit">{{ 'customer.sign_in' | t }}</button>
    <a href="{{ routes.account_register_url }}">{{ 'customer.register' | t }}</a>
  {%- endform -%}
  {%- form 'recover_customer_password' -%}
    {{ form.errors | default_errors }}
${field('email', 'email', 'email')}
    <button class="button" type="submit">{{ 'customer.reset' | t }}</button>
  {%- endform -%}`,
      ),
    },
    {
      name: 'templates/customers/register.liquid',
      content: customerPage(
        'customer.register',
        `  {%- form 'create_customer' -%}
    {{ form.errors | default_errors }}
    <label>{{ 'customer.first_name' | t }}<input type="text" name="customer[first_name]" autocomplete="given-name"></label>
    <label>{{ 'customer.last_name' | t }}<input type="text" name="customer[last_name]" autocomplete="family-name"></label>
${field('email', 'customer[email]', 'email')}
${field('password', 'customer[password]', 'password')}
    <button class="button" type="submit">{{ 'customer.register' | t }}</button>
  {%- endform -%}`,
      ),
    },
    {
      name: 'templates/customers/account.liquid',
      content: customerPage(
        'customer.account',
        `  <p>{{ customer.name | escape }} · <a href="{{ routes.account_logout_url }}">{{ 'customer.log_out' | t }}</a> · <a href="{{ routes.account_addresses_url }}">{{ 'customer.addresses' | t }}</a></p>
  <h2>{{ 'customer.orders' | t }}</h2>
  <ul>
    {%- for order in customer.orders -%}
      <li><a href="{{ order.customer_url }}">{{ order.name }}</a> · {{ order.created_at | time_tag: format: 'date' }} · {{ order.total_price | money }}</li>
    {%- else -%}
      <li>{{ 'customer.no_orders' | t }}</li>
    {%- endfor -%}
  </ul>`,
      ),
    },
    {
      name: 'templates/customers/order.liquid',
      content: customerPage(
        'customer.order',
        `  <p>{{ order.name }} · {{ order.created_at | time_tag: format: 'date' }}</p>
  <ul>
    {%- for line_item in order.line_items -%}
      <li>{{ line_item.title | escape }} × {{ line_item.quantity }} · {{ line_item.final_line_price | money }}</li>
    {%- endfor -%}
  </ul>
  <p>{{ 'cart.subtotal' | t }}: {{ order.total_price | money_with_currency }}</p>`,
      ),
    },
    {
      name: 'templates/customers/addresses.liquid',
      content: customerPage(
        'customer.addresses',
        `  {%- for address in customer.addresses -%}
    <p>{{ address | format_address }}</p>
  {%- endfor -%}
  {%- form 'customer_address', customer.new_address -%}
    {{ form.errors | default_errors }}
    <label>{{ 'customer.address1' | t }}<input type="text" name="address[address1]" autocomplete="address-line1"></label>
    <label>{{ 'customer.city' | t }}<input type="text" name="address[city]" autocomplete="address-level2"></label>
    <label>{{ 'customer.zip' | t }}<input type="text" name="address[zip]" autocomplete="postal-code"></label>
    <button class="button" type="submit">{{ 'customer.save' | t }}</button>
  {%- endform -%}`,
      ),
    },
    {
      name: 'templates/customers/activate_account.liquid',
      content: customerPage(
        'customer.activate',
        `  {%- form 'activate_customer_password' -%}
    {{ form.errors | default_errors }}
${field('password', 'customer[password]', 'password')}
    <button class="button" type="submit">{{ 'customer.activate' | t }}</button>
  {%- endform -%}`,
      ),
    },
    {
      name: 'templates/customers/reset_password.liquid',
      content: customerPage(
        'customer.reset',
        `  {%- form 'reset_customer_password' -%}
    {{ form.errors | default_errors }}
${field('password', 'customer[password]', 'password')}
    <button class="button" type="submit">{{ 'customer.reset' | t }}</button>
  {%- endform -%}`,
      ),
    },
    {
      name: 'templates/gift_card.liquid',
      content: `{% layout none %}
<!doctype html>
<html lang="{{ request.locale.iso_code }}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{{ 'gift_card.title' | t }} – {{ shop.name }}</title>
  {{ 'base.css' | asset_url | stylesheet_tag }}
  {{ content_for_header }}
</head>
<body>
  <main class="page-width rich-text">
    <h1>{{ 'gift_card.title' | t }}</h1>
    <p>{{ gift_card.balance | money }}</p>
    <p><code>{{ gift_card.code | format_code }}</code></p>
  </main>
</body>
</html>
`,
    },
  ];
}
