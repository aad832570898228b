import { useState } from 'react';
import { App, Alert, Button, Empty, Flex, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ADMIN_LIMITS, ADMIN_MESSAGES, confirmDeleteTemplate, confirmDeleteZip, type AdminTemplateRow } from '@tm/contracts/admin';
import { CATEGORIES, CATEGORY_LABELS, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import { shortJobId } from '@tm/contracts/jobs';
import { pagePath } from '@tm/contracts/routes';
import { formatShortDate, subcategoryLabel, userMessage } from '@tm/platform';

import { deleteTemplate, deleteZip } from './template-zip-api';
import { FIRST_PAGE, useTemplatesStatus, type TemplatesQuery } from './templates-status-api';
import { UploadZipDialog } from './upload-zip-dialog';

const ZIP_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'uploaded', label: 'Uploaded' },
  { value: 'empty', label: 'Empty' },
] as const;

/**
 * The Templates tab (docs/product/back-office.md §2): search, category and subcategory filters (subcategory only
 * within a category), the ZIP state, the table paged on the server by 100, and refresh with its toasts.
 */
export function TemplatesTab({ onRefreshed }: { onRefreshed: () => Promise<unknown> }) {
  const { notification } = App.useApp();
  const [query, setQuery] = useState<TemplatesQuery>(FIRST_PAGE);
  const [searchText, setSearchText] = useState('');
  const [uploading, setUploading] = useState<AdminTemplateRow | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useTemplatesStatus(query);
  const change = (next: Partial<TemplatesQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const reload = () => void Promise.all([mutate(), onRefreshed()]).catch(() => undefined);

  /** A delete behind the browser's confirmation with docs/product/back-office.md §5's exact text. */
  async function remove(row: AdminTemplateRow, what: 'zip' | 'template') {
    if (!window.confirm(what === 'zip' ? confirmDeleteZip(row.name) : confirmDeleteTemplate(row.name))) return;
    try {
      const answer = what === 'zip' ? await deleteZip(row.id) : await deleteTemplate(row.id);
      notification.success({ message: what === 'zip' ? ADMIN_MESSAGES.zipDeletedTitle : ADMIN_MESSAGES.templateDeletedTitle, description: answer.message });
      reload();
    } catch (failure) {
      notification.error({
        message: ADMIN_MESSAGES.deleteFailedTitle,
        description: userMessage(failure, what === 'zip' ? ADMIN_MESSAGES.deleteZipFailed : ADMIN_MESSAGES.deleteTemplateFailed),
      });
    }
  }

  async function refresh() {
    try {
      await Promise.all([mutate(), onRefreshed()]);
      notification.success({ message: ADMIN_MESSAGES.templatesRefreshed, placement: 'topRight' });
    } catch (failure) {
      notification.error({ message: ADMIN_MESSAGES.refreshFailedTitle, description: userMessage(failure, ADMIN_MESSAGES.refreshFailedTemplates) });
    }
  }

  const columns: TableColumnsType<AdminTemplateRow> = [
    {
      title: 'Template',
      key: 'template',
      render: (_, row) => (
        <Flex vertical align="flex-start">
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary" className="admin-slug">
            {row.slug}
          </Typography.Text>
          {/* A bulk generation job made it: placeholder content, published at once (the generator says so). */}
          {row.generationJobId && (
            <Tag color="purple" className="admin-generated">
              Generated · job {shortJobId(row.generationJobId)}
            </Tag>
          )}
        </Flex>
      ),
    },
    { title: 'Category', dataIndex: 'category', key: 'category', render: (category: Category) => CATEGORY_LABELS[category] },
    { title: 'Subcategory', dataIndex: 'subcategory', key: 'subcategory', render: (slug: string) => subcategoryLabel(slug) },
    {
      title: 'Status',
      dataIndex: 'hasZip',
      key: 'status',
      render: (hasZip: boolean) => (hasZip ? <Tag color="success">Uploaded</Tag> : <Tag>Empty</Tag>),
    },
    { title: 'Updated', dataIndex: 'updatedAt', key: 'updated', render: (updatedAt: string) => formatShortDate(updatedAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Space size={4} wrap>
          <Button size="small" type={row.hasZip ? 'default' : 'primary'} onClick={() => setUploading(row)}>
            {row.hasZip ? 'Replace ZIP' : 'Upload ZIP'}
            <span className="tm-visually-hidden"> for {row.name}</span>
          </Button>
          <a href={pagePath('template', { slug: row.slug })} target="_blank" rel="noreferrer">
            View<span className="tm-visually-hidden"> {row.name} (opens in a new tab)</span>
          </a>
          {row.hasZip && (
            <Button size="small" danger onClick={() => void remove(row, 'zip')}>
              Delete ZIP<span className="tm-visually-hidden"> of {row.name}</span>
            </Button>
          )}
          <Button size="small" danger type="text" onClick={() => void remove(row, 'template')}>
            Delete template<span className="tm-visually-hidden"> {row.name}</span>
          </Button>
        </Space>
      ),
    },
  ];

  const category = query.category;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" role="search" aria-label="Find templates">
        <Input.Search
          aria-label="Search by name"
          placeholder="Search by name"
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => change({ search: value })}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Category"
          value={category}
          onChange={(value: Category | 'all') => change({ category: value, subcategory: 'all' })}
          options={[{ value: 'all', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))]}
          style={{ minWidth: 170 }}
        />
        <Select
          aria-label="Subcategory"
          value={query.subcategory}
          disabled={category === 'all'}
          onChange={(value: string) => change({ subcategory: value })}
          options={[
            { value: 'all', label: 'All subcategories' },
            ...(category === 'all' ? [] : LISTING_SUBCATEGORIES[category].map((s) => ({ value: s, label: subcategoryLabel(s) }))),
          ]}
          style={{ minWidth: 190 }}
        />
        <Select aria-label="ZIP status" value={query.zip} onChange={(value: TemplatesQuery['zip']) => change({ zip: value })} options={[...ZIP_FILTERS]} style={{ minWidth: 150 }} />
        <Button onClick={() => void refresh()} loading={isValidating && !isLoading}>
          Refresh
        </Button>
      </Flex>

      {error && !data ? (
        <Alert
          type="error"
          showIcon
          message={ADMIN_MESSAGES.refreshFailedTitle}
          description={userMessage(error, ADMIN_MESSAGES.refreshFailedTemplates)}
          action={<Button onClick={() => void mutate()}>Retry</Button>}
        />
      ) : (
        <Table<AdminTemplateRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.templates ?? []}
          loading={isLoading}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty description={ADMIN_MESSAGES.noTemplates} /> }}
          pagination={{
            current: query.page,
            pageSize: ADMIN_LIMITS.templatesPageSize,
            total: data?.pagination.totalTemplates ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total.toLocaleString('en-US')} templates`,
            onChange: (page) => setQuery((current) => ({ ...current, page })),
          }}
        />
      )}
      <UploadZipDialog template={uploading} onClose={() => setUploading(null)} onUploaded={reload} />
    </Flex>
  );
}
