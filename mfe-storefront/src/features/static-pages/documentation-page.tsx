import { PAGES } from '@tm/contracts/routes';
import { PageLink } from '@tm/platform';
import { LICENCE_TERMS } from '@tm/contracts/static-pages';
import { StaticPage } from './static-page';

/** /documentation (docs/product/back-office.md §1): quick start, installation, customisation, licence, support. */
export function DocumentationPage() {
  return (
    <StaticPage page="documentation">
      <h2>Quick start</h2>
      <ol>
        <li>
          <strong>Browse.</strong> Find a template on <PageLink to={PAGES.browse}>Browse</PageLink> or in its category; open its live demo
          to try it.
        </li>
        <li>
          <strong>Purchase and download.</strong> Add it to your cart, check out, and download it from the confirmation page, the email or
          your <PageLink to={PAGES.dashboard}>dashboard</PageLink> (one ZIP per template, or all in one).
        </li>
        <li>
          <strong>Customise and deploy.</strong> Change the texts, colours and images, then install it on your site as below.
        </li>
      </ol>
      <h2>Installing a WordPress theme or plugin</h2>
      <ol>
        <li>Unzip the download: inside are the theme or plugin ZIP, a README and the LICENSE.</li>
        <li>
          Theme: in WordPress go to <code>Appearance → Themes → Add New → Upload Theme</code>, choose the theme ZIP, install, then Activate.
        </li>
        <li>
          Plugin: go to <code>Plugins → Add New → Upload Plugin</code>, choose the plugin ZIP, install, then Activate.
        </li>
        <li>Open the README for anything the template needs (menus, widgets, a demo import).</li>
      </ol>
      <h2>Installing an HTML template</h2>
      <ol>
        <li>
          Unzip the download and open <code>index.html</code> in a browser to see it: every link is relative, so it works from disk.
        </li>
        <li>Edit the HTML and CSS in any code editor.</li>
        <li>Upload the folder to your web host's public folder, or to a static host (Netlify, GitHub Pages, Cloudflare Pages).</li>
      </ol>
      <h2>Customisation tips</h2>
      <ul>
        <li>Colours and fonts are set once, as CSS variables or in the theme settings: change them there, not page by page.</li>
        <li>Replace the placeholder pictures with your own at the same size, and give each a short alt text.</li>
        <li>Keep text on coloured backgrounds readable: a contrast of at least 4.5 to 1.</li>
        <li>Keep the LICENSE file and the copyright notices in the files.</li>
        <li>Updates: when a template gets a new version your dashboard says so; download it again to get it.</li>
      </ul>
      <h2 id="licence">Licence</h2>
      <p>Every template comes with a licence made out to its buyer. You may:</p>
      <ul>
        {LICENCE_TERMS.may.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p>You may not:</p>
      <ul>
        {LICENCE_TERMS.mayNot.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p>{LICENCE_TERMS.ownLicenceFiles}</p>
      <h2>Support</h2>
      <p>
        Questions, problems or a refund: write to us through the <PageLink to={PAGES.contact}>contact page</PageLink>. We answer within 24
        to 48 hours.
      </p>
    </StaticPage>
  );
}
