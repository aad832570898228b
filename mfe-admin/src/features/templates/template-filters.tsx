import { memo, useState } from 'react';
import { Input, Select } from 'antd';
import { CATEGORIES, CATEGORY_LABELS, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import { subcategoryLabel } from '@tm/platform';
import type { TemplatesQuery } from './templates-status-api';

const ZIP_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'uploaded', label: 'Uploaded' },
  // Generated and missing alike: what has no uploaded ZIP (the Package column tells them apart).
  { value: 'empty', label: 'No uploaded ZIP' },
] as const;

const CATEGORY_OPTIONS = [{ value: 'all', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))];

type Filters = Pick<TemplatesQuery, 'category' | 'subcategory' | 'zip'>;

/**
 * The Templates tab's search box and its category, subcategory and ZIP-state filters (docs/product/back-office.md
 * §2), as siblings in the tab's search bar. Memoised: a page of rows arriving or a refresh under way does
 * not draw the four controls again, only a changed filter does.
 */
export const TemplateFilters = memo(function TemplateFilters({
  category,
  subcategory,
  zip,
  onChange,
}: Filters & { onChange: (next: Partial<TemplatesQuery>) => void }) {
  const [searchText, setSearchText] = useState('');
  return (
    <>
      <Input.Search
        aria-label="Search by name"
        placeholder="Search by name"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => onChange({ search: value })}
        style={{ maxWidth: 320 }}
      />
      <Select
        aria-label="Category"
        value={category}
        onChange={(value: Category | 'all') => onChange({ category: value, subcategory: 'all' })}
        options={CATEGORY_OPTIONS}
        style={{ minWidth: 170 }}
      />
      <Select
        aria-label="Subcategory"
        value={subcategory}
        disabled={category === 'all'}
        onChange={(value: string) => onChange({ subcategory: value })}
        options={[
          { value: 'all', label: 'All subcategories' },
          ...(category === 'all' ? [] : LISTING_SUBCATEGORIES[category].map((s) => ({ value: s, label: subcategoryLabel(s) }))),
        ]}
        style={{ minWidth: 190 }}
      />
      <Select
        aria-label="ZIP status"
        value={zip}
        onChange={(value: TemplatesQuery['zip']) => onChange({ zip: value })}
        options={[...ZIP_FILTERS]}
        style={{ minWidth: 150 }}
      />
    </>
  );
});
