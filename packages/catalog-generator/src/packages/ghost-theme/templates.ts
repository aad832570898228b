// The Handlebars templates and partials of the Ghost theme.
import type { PackageFile } from '../package-file';

const srcset = (field: string, alt: string, sizes: string, lazy: boolean) =>
  `<img srcset="{{img_url ${field} size="s"}} 300w, {{img_url ${field} size="m"}} 720w, {{img_url ${field} size="l"}} 960w, {{img_url ${field} size="xl"}} 1920w" sizes="${sizes}" src="{{img_url ${field} size="l"}}" alt="${alt}"${lazy ? ' loading="lazy"' : ''}>`;

const feed = `<div class="post-feed">
  {{#foreach posts}}
    {{> "post-card"}}
  {{/foreach}}
</div>

{{pagination}}`;

export function ghostTemplates(): PackageFile[] {
  return [
    {
      name: 'default.hbs',
      content: `<!DOCTYPE html>
<html lang="{{@site.locale}}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{{meta_title}}</title>
  <link rel="stylesheet" type="text/css" href="{{asset "css/screen.css"}}">
  {{ghost_head}}
</head>
<body class="{{body_class}}">
  <a class="skip-link" href="#main">Skip to content</a>
  {{> "header"}}
  <main id="main" class="site-main">
    {{{body}}}
  </main>
  {{> "footer"}}
  {{ghost_foot}}
</body>
</html>
`,
    },
    {
      name: 'index.hbs',
      content: `{{!< default}}
{{#is "home"}}
<section class="hero">
  <div class="inner">
    <h1 class="hero-title">{{@custom.hero_title}}</h1>
    <p class="hero-text">{{@custom.hero_text}}</p>
    {{#if @site.members_enabled}}
      {{#unless @member}}<a class="button" href="#/portal/signup">{{@custom.cta_label}}</a>{{/unless}}
    {{/if}}
  </div>
</section>
{{/is}}

<div class="inner">
${feed}
</div>
`,
    },
    {
      name: 'post.hbs',
      content: `{{!< default}}
{{#post}}
<article class="article {{post_class}}">
  <header class="article-header inner">
    {{#if primary_tag}}<a class="article-tag" href="{{primary_tag.url}}">{{primary_tag.name}}</a>{{/if}}
    <h1 class="article-title">{{title}}</h1>
    {{#if custom_excerpt}}<p class="article-excerpt">{{custom_excerpt}}</p>{{/if}}
    <p class="article-meta">{{#primary_author}}<a href="{{url}}">{{name}}</a>{{/primary_author}} · <time datetime="{{date format="YYYY-MM-DD"}}">{{date}}</time> · {{reading_time}}</p>
  </header>
  {{#if feature_image}}
  <figure class="article-image">
    ${srcset('feature_image', '{{#if feature_image_alt}}{{feature_image_alt}}{{else}}{{title}}{{/if}}', '(min-width: 1200px) 1200px, 100vw', false)}
    {{#if feature_image_caption}}<figcaption>{{feature_image_caption}}</figcaption>{{/if}}
  </figure>
  {{/if}}
  <section class="gh-content">
    {{content}}
  </section>
  <div class="inner">
    {{comments}}
  </div>
</article>
{{/post}}
`,
    },
    {
      name: 'page.hbs',
      content: `{{!< default}}
{{#post}}
<article class="article {{post_class}}">
  {{#match @page.show_title_and_feature_image}}
  <header class="article-header inner">
    <h1 class="article-title">{{title}}</h1>
  </header>
  {{#if feature_image}}
  <figure class="article-image">
    ${srcset('feature_image', '{{#if feature_image_alt}}{{feature_image_alt}}{{else}}{{title}}{{/if}}', '(min-width: 1200px) 1200px, 100vw', false)}
  </figure>
  {{/if}}
  {{/match}}
  <section class="gh-content">
    {{content}}
  </section>
</article>
{{/post}}
`,
    },
    {
      name: 'tag.hbs',
      content: `{{!< default}}
<div class="inner">
  {{#tag}}
  <header class="archive-header">
    <h1>{{name}}</h1>
    {{#if description}}<p>{{description}}</p>{{/if}}
  </header>
  {{/tag}}
  ${feed}
</div>
`,
    },
    {
      name: 'author.hbs',
      content: `{{!< default}}
<div class="inner">
  {{#author}}
  <header class="archive-header">
    {{#if profile_image}}<img class="author-image" src="{{img_url profile_image size="s"}}" alt="{{name}}">{{/if}}
    <h1>{{name}}</h1>
    {{#if bio}}<p>{{bio}}</p>{{/if}}
  </header>
  {{/author}}
  ${feed}
</div>
`,
    },
    {
      name: 'error.hbs',
      content: `{{!< default}}
<section class="inner error">
  <h1>{{statusCode}}</h1>
  <p>{{message}}</p>
  <a class="button" href="{{@site.url}}">Go to the front page</a>
</section>
`,
    },
    {
      name: 'partials/header.hbs',
      content: `<header class="site-header">
  <div class="inner site-header-inner">
    <a class="site-logo" href="{{@site.url}}">{{#if @site.logo}}<img src="{{@site.logo}}" alt="{{@site.title}}">{{else}}{{@site.title}}{{/if}}</a>
    <nav class="site-nav" aria-label="Main">{{navigation}}</nav>
    {{#if @site.members_enabled}}
      {{#if @member}}<a class="site-account" href="#/portal/account">Account</a>{{else}}<a class="site-account" href="#/portal/signin">Sign in</a>{{/if}}
    {{/if}}
  </div>
</header>
`,
    },
    {
      name: 'partials/footer.hbs',
      content: `<footer class="site-footer">
  <div class="inner site-footer-inner">
    <p class="site-footer-title">{{@site.title}}</p>
    <p>{{@custom.footer_text}}</p>
    <nav aria-label="Footer">{{navigation type="secondary"}}</nav>
    <p class="site-footer-copy">&copy; {{date format="YYYY"}} {{@site.title}} · Published with Ghost</p>
  </div>
</footer>
`,
    },
    {
      name: 'partials/post-card.hbs',
      content: `<article class="post-card {{post_class}}">
  <a class="post-card-link" href="{{url}}">
    {{#if feature_image}}
      ${srcset('feature_image', '{{title}}', '(min-width: 720px) 360px, 100vw', true)}
    {{/if}}
    {{#if primary_tag}}<span class="post-card-tag">{{primary_tag.name}}</span>{{/if}}
    <h2 class="post-card-title">{{title}}</h2>
    <p class="post-card-excerpt">{{excerpt words="30"}}</p>
    <p class="post-card-meta"><time datetime="{{date format="YYYY-MM-DD"}}">{{date}}</time> · {{reading_time}}</p>
  </a>
</article>
`,
    },
  ];
}
