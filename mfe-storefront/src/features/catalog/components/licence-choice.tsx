import { useNavigate } from 'react-router-dom';
import { LICENCE_NAMES, LICENCE_PAGE_PATH, LICENCE_SUMMARIES, LICENCES, licencePricesOf, type Licence } from '@tm/contracts/licences';
import type { Template } from '@tm/contracts/catalog.schemas';
import { PAGES } from '@tm/contracts/routes';
import { PageLink, addToCart, formatMoney, useCartButton, useRegularLicences, useShopIdentity } from '@tm/platform';

/** The template's Regular and Extended prices now, with the shop's default multiple (decision 091). */
export function useLicencePrices(template: Template) {
  return licencePricesOf(template, useShopIdentity().extendedLicenceMultiple);
}

/**
 * The detail page's licence choice (decision 091): a radio group labelled "Licence" with Regular and
 * Extended, each with its price and what it allows. Add to Cart adds the chosen one. An owner sees the
 * same rows without the choice, and a holder of Regular licences the upgrade at the difference.
 */
export function LicenceChoice({ template, value, onChange }: { template: Template; value: Licence; onChange: (licence: Licence) => void }) {
  const prices = useLicencePrices(template);
  const state = useCartButton(template.id);
  if (state === 'owned' || state === 'none') return <HeldLicences template={template} />;
  const id = `sf-licence-${template.id}`;
  return (
    <fieldset className="sf-licence">
      <legend className="sf-licence__legend">Licence</legend>
      {LICENCES.map((licence) => (
        <div key={licence} className="sf-licence__option">
          <input
            type="radio"
            id={`${id}-${licence}`}
            name={id}
            value={licence}
            checked={value === licence}
            onChange={() => onChange(licence)}
            aria-describedby={`${id}-${licence}-price ${id}-${licence}-summary`}
          />
          <label htmlFor={`${id}-${licence}`} className="sf-licence__name">
            {LICENCE_NAMES[licence]}
          </label>
          <span id={`${id}-${licence}-price`} className="sf-licence__price">
            {formatMoney(prices[licence])}
          </span>
          <span id={`${id}-${licence}-summary`} className="sf-licence__summary">
            {LICENCE_SUMMARIES[licence]}
          </span>
        </div>
      ))}
      <PageLink to={LICENCE_PAGE_PATH} className="sf-licence__compare">
        Compare the licences
      </PageLink>
    </fieldset>
  );
}

/**
 * What an owner sees in the choice's place (decision 091): the same two rows and prices, so the side card
 * keeps the height it had while ownership was being read (decision 056), with the upgrade at the
 * difference in the compare link's line for a customer holding Regular licences.
 */
function HeldLicences({ template }: { template: Template }) {
  const navigate = useNavigate();
  const prices = useLicencePrices(template);
  const held = useRegularLicences(template.id);
  return (
    <fieldset className="sf-licence">
      <legend className="sf-licence__legend">Licence</legend>
      {LICENCES.map((licence) => (
        <div key={licence} className="sf-licence__option">
          <span className="sf-licence__marker" aria-hidden="true" />
          <span className="sf-licence__name sf-licence__name--held">{LICENCE_NAMES[licence]}</span>
          <span className="sf-licence__price">{formatMoney(prices[licence])}</span>
          <span className="sf-licence__summary">{LICENCE_SUMMARIES[licence]}</span>
        </div>
      ))}
      {held > 0 ? (
        <button
          type="button"
          className="sf-licence__compare sf-licence__upgrade"
          title={`You hold ${held} Regular licence${held === 1 ? '' : 's'}`}
          onClick={() =>
            void addToCart({ templateId: template.id, templateName: template.name, licence: 'extended' }).then(() => navigate(PAGES.cart))
          }
        >
          {`Upgrade to Extended — ${formatMoney(prices.upgrade)}`}
        </button>
      ) : (
        <PageLink to={LICENCE_PAGE_PATH} className="sf-licence__compare">
          Compare the licences
        </PageLink>
      )}
    </fieldset>
  );
}
