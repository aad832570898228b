import { memo, useDeferredValue, useMemo } from 'react';
import { Button, Empty, Table, Tag, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import { ADMIN_LIMITS, ADMIN_MESSAGES, TEMPLATE_PACKAGE_HINTS, TEMPLATE_PACKAGE_LABELS, type TemplatePackage } from '@tm/contracts/admin';
import type { AdminTemplateRow } from '@tm/contracts/admin.schemas';
import { CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import { shortJobId } from '@tm/contracts/jobs';
import { pagePath } from '@tm/contracts/routes';
import { formatShortDate, PageLink, subcategoryLabel } from '@tm/platform';

/**
 * The rows drawn at once when a page of rows arrives; the rest of the page follows in a background
 * render that input can interrupt. A 1080-pixel-high screen shows about seven: drawing the hundred of a
 * page in one task held the first sight of the table back by about 370 ms on the 10,000-template store
 * (bench/admin-table.mjs).
 */
const FIRST_ROWS = 8;

const NO_ROWS: AdminTemplateRow[] = [];
const EMPTY = { emptyText: <Empty description={ADMIN_MESSAGES.noTemplates} /> };
// While the first page loads, the spinner says so; "No templates found" would be untrue.
const LOADING = { emptyText: <span /> };

/** Each package's tag colour; the word says it too (never the colour alone). */
const PACKAGE_COLORS: Record<TemplatePackage, string> = { uploaded: 'success', generated: 'processing', missing: 'warning' };

/** What a buyer gets, in a word under the Package heading; hovering says it in full. */
function PackageTag({ value }: { value: TemplatePackage }) {
  return (
    <Tag color={PACKAGE_COLORS[value]} title={TEMPLATE_PACKAGE_HINTS[value]}>
      {TEMPLATE_PACKAGE_LABELS[value]}
    </Tag>
  );
}

export interface TemplatesTableProps {
  rows: AdminTemplateRow[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onUpload: (row: AdminTemplateRow) => void;
  onRemove: (row: AdminTemplateRow, what: 'zip' | 'template') => void;
  /** The rows chosen for a bulk action (the bulk sale), kept across pages. */
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
}

function templateColumns(
  onUpload: TemplatesTableProps['onUpload'],
  onRemove: TemplatesTableProps['onRemove'],
): TableColumnsType<AdminTemplateRow> {
  return [
    {
      title: 'Template',
      key: 'template',
      // Plain elements styled by admin.css rather than antd's Flex and Typography: a hundred rows of them
      // are a hundred sets of antd's style hooks, for text that needs none of their features.
      render: (_, row) => (
        <div className="admin-template-cell">
          <strong className="admin-template-name">{row.name}</strong>
          <span className="admin-slug">{row.slug}</span>
          {/* A bulk generation job made it: placeholder content, published at once (the generator says so). */}
          {row.generationJobId && (
            <Tag color="purple" className="admin-generated">
              Generated · job {shortJobId(row.generationJobId)}
            </Tag>
          )}
        </div>
      ),
    },
    { title: 'Category', dataIndex: 'category', key: 'category', render: (category: Category) => CATEGORY_LABELS[category] },
    { title: 'Subcategory', dataIndex: 'subcategory', key: 'subcategory', render: (slug: string) => subcategoryLabel(slug) },
    {
      // What a buyer gets: the uploaded ZIP, a package made on request, or nothing yet.
      title: 'Package',
      dataIndex: 'package',
      key: 'package',
      render: (value: TemplatePackage) => <PackageTag value={value} />,
    },
    { title: 'Updated', dataIndex: 'updatedAt', key: 'updated', render: (updatedAt: string) => formatShortDate(updatedAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <div className="admin-row-actions">
          {/* A plain link (no router hook per row, decision 057) to the listing editor. */}
          <PageLink to={pagePath('adminEditListing', { id: row.id })}>
            Edit<span className="tm-visually-hidden"> {row.name}</span>
          </PageLink>
          <Button size="small" type={row.hasZip ? 'default' : 'primary'} onClick={() => onUpload(row)}>
            {row.hasZip ? 'Replace ZIP' : 'Upload ZIP'}
            <span className="tm-visually-hidden"> for {row.name}</span>
          </Button>
          <a href={pagePath('template', { slug: row.slug })} target="_blank" rel="noreferrer">
            View<span className="tm-visually-hidden"> {row.name} (opens in a new tab)</span>
          </a>
          {row.hasZip && (
            <Button size="small" danger onClick={() => onRemove(row, 'zip')}>
              Delete ZIP<span className="tm-visually-hidden"> of {row.name}</span>
            </Button>
          )}
          <Button size="small" danger type="text" onClick={() => onRemove(row, 'template')}>
            Delete template<span className="tm-visually-hidden"> {row.name}</span>
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * The templates table, one server page of 100 rows (docs/product/back-office.md §9). Memoised, with
 * columns made once: typing in the search box or the stat cards arriving do not draw the rows again.
 * It scrolls sideways on a narrow screen through admin.css, not antd's `scroll.x`: that makes the table
 * measure its columns and its scroll width in every commit, two forced layouts of the whole page each.
 */
export const TemplatesTable = memo(function TemplatesTable({
  rows = NO_ROWS,
  total,
  page,
  loading,
  onPage,
  onUpload,
  onRemove,
  selected,
  onSelect,
}: TemplatesTableProps) {
  const columns = useMemo(() => templateColumns(onUpload, onRemove), [onUpload, onRemove]);
  // While a new page is drawn in the background, the urgent render shows its first rows; so does the
  // first render when the first page is already there (the deferred value starts with no rows).
  const settled = useDeferredValue(rows, NO_ROWS);
  const shown = useMemo(() => (settled === rows ? rows : rows.slice(0, FIRST_ROWS)), [settled, rows]);
  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: page,
      pageSize: ADMIN_LIMITS.templatesPageSize,
      total,
      showSizeChanger: false,
      showTotal: (count) => `${count.toLocaleString('en-US')} templates`,
      onChange: onPage,
    }),
    [page, total, onPage],
  );
  const rowSelection = useMemo<TableProps<AdminTemplateRow>['rowSelection']>(
    () => ({
      selectedRowKeys: selected as string[],
      // Chosen rows stay chosen on other pages: a sale may take rows from several.
      preserveSelectedRowKeys: true,
      onChange: (keys) => onSelect(keys.map(String)),
      // Each checkbox names its row (antd's own says "Select row 3"); the header's is antd's "Select all".
      getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.name}` }),
    }),
    [selected, onSelect],
  );
  return (
    <Table<AdminTemplateRow>
      className="admin-templates-table"
      rowKey="id"
      columns={columns}
      dataSource={shown}
      loading={loading}
      locale={loading ? LOADING : EMPTY}
      pagination={pagination}
      rowSelection={rowSelection}
    />
  );
});
