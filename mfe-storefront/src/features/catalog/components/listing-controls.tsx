import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LISTING_FILTER_LIMITS, TEMPLATE_SORTS, TEMPLATE_SORT_LABELS, type TemplateSort } from '@tm/contracts/catalog';
import { Button } from '@tm/platform';
import { isBounded, type ListingOrder } from '../listing-order';
import type { ParamChanges } from '../url-state';

export interface ListingControlsProps {
  order: ListingOrder;
  /** A search lists its best matches first by default; a listing its best sellers. */
  searching: boolean;
  /** The link for a change of URL parameters (useListingParams: the page goes back to 1). */
  hrefWith: (changes: ParamChanges) => { search: string };
  /** Goes to the list with a change made in a control, from the address bar's parameters. */
  navigateWith: (changes: ParamChanges) => void;
}

const ratingLabel = (stars: number) => `${stars} stars & up`;

/** One end of the price range: whole dollars, its label read out but not shown (Min / Max say it). */
function PriceInput({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="tm-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="tm-input sf-price-filter__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={LISTING_FILTER_LIMITS.maxPrice}
        step={1}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/**
 * Sort by, a price range and a minimum rating (decision 039), all in the URL: a choice navigates, so
 * Back, reload and shared links show the same list. The price range applies on Apply or Enter, so
 * typing a number does not reload the list at every key.
 */
export function ListingControls({ order, searching, hrefWith, navigateWith }: ListingControlsProps) {
  const sortId = useId();
  const ratingId = useId();
  const priceId = useId();
  const defaultSort: TemplateSort = searching ? 'relevance' : 'popular';
  const sorts = TEMPLATE_SORTS.filter((s) => s !== 'relevance' || searching);
  const [minPrice, setMinPrice] = useState(order.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(order.maxPrice?.toString() ?? '');

  // Follow the URL (Back, Clear filters) so the boxes never show a stale range.
  useEffect(() => setMinPrice(order.minPrice?.toString() ?? ''), [order.minPrice]);
  useEffect(() => setMaxPrice(order.maxPrice?.toString() ?? ''), [order.maxPrice]);

  function applyPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dollars = (text: string) => (/^\d+$/.test(text.trim()) ? Math.min(Number(text.trim()), LISTING_FILTER_LIMITS.maxPrice) : null);
    let [low, high] = [dollars(minPrice), dollars(maxPrice)];
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    navigateWith({ minPrice: low, maxPrice: high });
  }

  return (
    <div className="sf-listing-tools" role="group" aria-label="Sort and filter">
      <div className="tm-field sf-listing-tools__sort">
        <label className="tm-label" htmlFor={sortId}>
          Sort by
        </label>
        <select
          id={sortId}
          className="tm-input sf-select"
          value={order.sort ?? defaultSort}
          onChange={(event) => navigateWith({ sort: event.target.value === defaultSort ? null : event.target.value })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {TEMPLATE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>

      <form className="sf-price-filter" onSubmit={applyPrice} aria-labelledby={`${priceId}-legend`}>
        <span id={`${priceId}-legend`} className="tm-label">
          Price (USD)
        </span>
        <div className="sf-price-filter__row">
          <PriceInput id={`${priceId}-min`} label="Minimum price in dollars" placeholder="Min" value={minPrice} onChange={setMinPrice} />
          <span aria-hidden="true">–</span>
          <PriceInput id={`${priceId}-max`} label="Maximum price in dollars" placeholder="Max" value={maxPrice} onChange={setMaxPrice} />
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </div>
      </form>

      <div className="tm-field">
        <label className="tm-label" htmlFor={ratingId}>
          Rating
        </label>
        <select
          id={ratingId}
          className="tm-input sf-select"
          value={order.minRating?.toString() ?? 'all'}
          onChange={(event) => navigateWith({ minRating: event.target.value })}
        >
          <option value="all">Any rating</option>
          {LISTING_FILTER_LIMITS.minRatingChoices.map((stars) => (
            <option key={stars} value={stars}>
              {ratingLabel(stars)}
            </option>
          ))}
        </select>
      </div>

      {isBounded(order) ? (
        <Link className="sf-listing-tools__clear" to={hrefWith({ minPrice: null, maxPrice: null, minRating: null })}>
          Clear price and rating filters
        </Link>
      ) : null}
    </div>
  );
}
