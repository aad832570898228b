import { PAGES } from '@tm/contracts/routes';
import { SESSION_COOKIE } from '@tm/contracts/privacy';
import { PageLink, useShopIdentity } from '@tm/platform';
import { BrowserStorageTable } from './browser-storage-table';
import { Processors } from './processors';
import { SellerDetails } from './seller-details';
import { StaticPage } from './static-page';

/** When this policy last changed: its cookie table and processors (decision 083). */
const PRIVACY_UPDATED = 'December 7, 2026';

/** What the shop stores, why and how long (decision 037): each row is what the code keeps. */
const STORED = [
  [
    'Account',
    'Username, email, first and last name if you give them, a hash of your password (never the password), the date you joined.',
    'While your account exists.',
  ],
  [
    'Orders',
    'What you bought, prices, totals, your name, email and the mobile number you enter at checkout.',
    'As sales records, for as long as tax law requires; kept if you delete your account, without your email address and mobile number.',
  ],
  ['Payments', 'The payment session of each order and whether it succeeded. We never see or store card numbers.', 'With the order.'],
  ['Sessions', `A session cookie (${SESSION_COOKIE.name}) and its record on our server, so you stay signed in.`, SESSION_COOKIE.lifetime],
  [
    'Download logs',
    'When you downloaded an item, from which address, and whether through your account or an email link.',
    'With the order (they show that a purchase was delivered); without the address once you delete your account.',
  ],
  [
    'Custom builds',
    'The summaries you generate (business type, pages, features, design preferences, timeline, price) and the site built from one you bought. Chat messages are not stored.',
    'With your account; a summary you never saved to an account is kept without your name.',
  ],
  [
    'Reviews',
    'The rating, title and text of a review you write, the order that shows you bought the template, and the name shown with it (your first name and initial, or your username).',
    'Until you delete the review. When you delete your account you choose whether your reviews stay without your name or go. A review we remove for breaking our terms is kept hidden, with the reason.',
  ],
  [
    'Contact messages',
    'Name, email, subject, category and message you send us.',
    'Until the question is handled and you ask us to delete it.',
  ],
  [
    'Mail',
    'Copies of the emails we send you (order confirmations, password resets, delivery notices, one review reminder five days after a purchase), to resend them if delivery fails.',
    'With your account.',
  ],
  [
    'Password resets',
    'A hash of each reset link you ask for (never the link itself) and when it was used; a link works for one hour.',
    'With your account.',
  ],
  [
    'Data exports',
    'A copy of your data you asked for that was too large to download at once, and when it was made.',
    'The file: seven days. The record of it: with your account.',
  ],
  [
    'Security records',
    'Failed sign-ins and the number of requests per client address, to stop password guessing and abuse.',
    'About an hour.',
  ],
] as const;

/**
 * /privacy (decision 037): a real policy for what this shop stores; the cookies and browser storage, and
 * the companies that process data for it, come from the code and this install's configuration (decision 083).
 */
export function PrivacyPage() {
  const { shopName } = useShopIdentity();
  return (
    <StaticPage page="privacy" updated={PRIVACY_UPDATED}>
      <p>
        This policy says what {shopName} stores about you, why, for how long, and how to have it deleted. We use what we store only to run
        the shop: to sell, deliver and support what you buy, and to keep your account safe. We do not sell it, and we use no advertising or
        tracking cookies.
      </p>
      <h2>Who is responsible for your data</h2>
      <p>The seller behind {shopName} decides what is stored and why, and answers for it:</p>
      <SellerDetails />
      <h2 id="privacy-stored">What we store</h2>
      <div className="sp-table-scroll">
        <table aria-labelledby="privacy-stored">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Details</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {STORED.map(([what, details, howLong]) => (
              <tr key={what}>
                <th scope="row">{what}</th>
                <td data-label="Details">{details}</td>
                <td data-label="How long">{howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BrowserStorageTable />
      <Processors />
      <h2>Your rights and deleting your data</h2>
      <p>
        You can use two of your rights yourself, under Account settings in your <PageLink to={PAGES.dashboard}>dashboard</PageLink>:
      </p>
      <ul>
        <li>
          <strong>Download my data</strong> gives you a copy of everything we store about your account as one JSON file, which you can read
          or take to another service. A very large account gets a link by email instead, valid for seven days.
        </li>
        <li>
          <strong>Delete my account</strong> asks for your password, shows what we keep and what goes, and takes effect at once: your
          profile, sessions, cart, wishlist, custom builds, contact messages and mail are deleted, your downloads end, and your username and
          email address are free to use again. Orders and invoices are kept as sales records as said above, without your email address and
          mobile number.
        </li>
      </ul>
      <p>
        To have your data corrected, or if you cannot sign in, write to us through the <PageLink to={PAGES.contact}>contact page</PageLink>{' '}
        (category Support) from the email address of your account. We answer within 48 hours and carry out a deletion you ask for by mail
        within 30 days, as the dashboard would.
      </p>
      <h2>Changes</h2>
      <p>We announce changes to this policy on this page and by email to account holders at least 30 days before they take effect.</p>
    </StaticPage>
  );
}
