import { Table, Typography } from 'antd';
import { CATEGORY_LABELS } from '@tm/contracts/catalog';
import { generationPlan, type GenerationTarget } from '@tm/contracts/generation';
import { formatCount, subcategoryLabel } from '@tm/platform';

/**
 * The distribution preview (docs/product/back-office.md §2): how the job would spread its templates, from the same
 * function the server plans with (decision 032).
 */
export function DistributionPreview({ target }: { target: GenerationTarget }) {
  const plan = generationPlan(target);
  const rows = plan.map((slot) => ({ key: `${slot.category}/${slot.subcategory}`, ...slot }));
  return (
    <div>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Distribution preview
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {formatCount(plan.reduce((sum, slot) => sum + slot.count, 0))} templates over {plan.length}{' '}
        {plan.length === 1 ? 'subcategory' : 'subcategories'}: evenly, the leftover to the subcategories with the largest remainders.
      </Typography.Paragraph>
      {/* One table, scrolled by its own focusable box: antd's scroll.y splits the header into a second table. */}
      <div className="admin-scroll-box" tabIndex={0} role="region" aria-label="Distribution by subcategory">
        <Table
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: 'Category', dataIndex: 'category', render: (c: keyof typeof CATEGORY_LABELS) => CATEGORY_LABELS[c] },
            { title: 'Subcategory', dataIndex: 'subcategory', render: (s: string) => subcategoryLabel(s) },
            { title: 'Templates', dataIndex: 'count', align: 'right', render: (n: number) => formatCount(n) },
          ]}
        />
      </div>
    </div>
  );
}
