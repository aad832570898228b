import { lazy, memo, Suspense, useCallback, useId, useState } from 'react';
import { App, Alert, Button, Flex } from 'antd';
import { ADMIN_MESSAGES, confirmDeleteTemplate, confirmDeleteZip } from '@tm/contracts/admin';
import type { AdminTemplateRow } from '@tm/contracts/admin.schemas';
import { PAGES } from '@tm/contracts/routes';
import { userMessage } from '@tm/platform';

import { TemplateFilters } from './template-filters';
import { deleteTemplate, deleteZip } from './template-zip-api';
import { TemplatesTable } from './templates-table';
import { FIRST_PAGE, useTemplatesStatus, type TemplatesQuery } from './templates-status-api';

// The dialog (antd's Modal and Progress) is fetched when an admin first opens it, not with the first screen.
// The listing editor opens the same one (through the index), so there is one upload dialog.
export const LazyUploadZipDialog = lazy(() =>
  import(/* webpackChunkName: "upload-zip-dialog" */ './upload-zip-dialog').then((m) => ({ default: m.UploadZipDialog })),
);
// "Put on sale" (its form, date pickers and number input) is fetched when an admin first opens it.
const LazyBulkSaleDialog = lazy(() =>
  import(/* webpackChunkName: "bulk-sale-dialog" */ './bulk-sale-dialog').then((m) => ({ default: m.BulkSaleDialog })),
);
const NONE_SELECTED: string[] = [];

/**
 * The Templates tab (docs/product/back-office.md §2): search, category and subcategory filters (subcategory only
 * within a category), the ZIP state, the table paged on the server by 100, and refresh with its toasts; rows
 * chosen with their checkboxes, or the filtered category, go on sale together ("Put on sale").
 */
export const TemplatesTab = memo(function TemplatesTab({ onRefreshed }: { onRefreshed: () => Promise<unknown> }) {
  const { notification } = App.useApp();
  const [query, setQuery] = useState<TemplatesQuery>(FIRST_PAGE);
  const [uploading, setUploading] = useState<AdminTemplateRow | null>(null);
  // Mounted on the first Upload and kept: closing then animates and gives focus back as before.
  const [dialogWanted, setDialogWanted] = useState(false);
  // The rows chosen for a sale, on any page; the sale dialog, mounted on its first opening and kept.
  const [selected, setSelected] = useState<string[]>(NONE_SELECTED);
  const [saleOpen, setSaleOpen] = useState(false);
  const [saleWanted, setSaleWanted] = useState(false);
  const saleChoiceId = useId();
  const { data, error, isLoading, isValidating, mutate } = useTemplatesStatus(query);
  const change = useCallback((next: Partial<TemplatesQuery>) => setQuery((current) => ({ ...current, page: 1, ...next })), []);
  const reload = useCallback(() => void Promise.all([mutate(), onRefreshed()]).catch(() => undefined), [mutate, onRefreshed]);
  const turnPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  const upload = useCallback((row: AdminTemplateRow) => {
    setDialogWanted(true);
    setUploading(row);
  }, []);

  /** A delete behind the browser's confirmation with docs/product/back-office.md §5's exact text. */
  const remove = useCallback(
    async (row: AdminTemplateRow, what: 'zip' | 'template') => {
      if (!window.confirm(what === 'zip' ? confirmDeleteZip(row.name) : confirmDeleteTemplate(row.name))) return;
      try {
        const answer = what === 'zip' ? await deleteZip(row.id) : await deleteTemplate(row.id);
        notification.success({
          message: what === 'zip' ? ADMIN_MESSAGES.zipDeletedTitle : ADMIN_MESSAGES.templateDeletedTitle,
          description: answer.message,
        });
        reload();
      } catch (failure) {
        notification.error({
          message: ADMIN_MESSAGES.deleteFailedTitle,
          description: userMessage(failure, what === 'zip' ? ADMIN_MESSAGES.deleteZipFailed : ADMIN_MESSAGES.deleteTemplateFailed),
        });
      }
    },
    [notification, reload],
  );
  const removeRow = useCallback((row: AdminTemplateRow, what: 'zip' | 'template') => void remove(row, what), [remove]);
  const openSale = useCallback(() => {
    setSaleWanted(true);
    setSaleOpen(true);
  }, []);
  const saleDone = useCallback(() => {
    setSelected(NONE_SELECTED);
    reload();
  }, [reload]);
  const canSell = selected.length > 0 || query.category !== 'all';

  async function refresh() {
    try {
      await Promise.all([mutate(), onRefreshed()]);
      notification.success({ message: ADMIN_MESSAGES.templatesRefreshed, placement: 'topRight' });
    } catch (failure) {
      notification.error({
        message: ADMIN_MESSAGES.refreshFailedTitle,
        description: userMessage(failure, ADMIN_MESSAGES.refreshFailedTemplates),
      });
    }
  }

  return (
    <Flex vertical gap={16}>
      <div>
        {/* A page link (data-page-link: the router takes its plain clicks, decision 057), so it opens in a new tab too. */}
        <Button type="primary" href={PAGES.adminNewListing} data-page-link="">
          New template
        </Button>
        <Button href={PAGES.adminCatalogCsv} data-page-link="" style={{ marginLeft: 8 }}>
          Import or export CSV
        </Button>
      </div>
      {/* The bulk sale: the rows chosen with their checkboxes, or the whole category the filters show. */}
      <Flex wrap gap={12} align="center">
        <Button onClick={openSale} disabled={!canSell} aria-describedby={saleChoiceId}>
          Put on sale
        </Button>
        <span id={saleChoiceId} aria-live="polite">
          {selected.length > 0
            ? `${selected.length.toLocaleString('en-US')} selected`
            : query.category === 'all'
              ? 'Select templates, or filter by a category, to put them on sale'
              : ''}
        </span>
        {selected.length > 0 && (
          <Button type="link" onClick={() => setSelected(NONE_SELECTED)}>
            Clear selection
          </Button>
        )}
      </Flex>
      <Flex wrap gap={12} align="center" role="search" aria-label="Find templates">
        <TemplateFilters category={query.category} subcategory={query.subcategory} zip={query.zip} onChange={change} />
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
        <TemplatesTable
          rows={data?.templates}
          total={data?.pagination.totalTemplates ?? 0}
          page={query.page}
          loading={isLoading}
          onPage={turnPage}
          onUpload={upload}
          onRemove={removeRow}
          selected={selected}
          onSelect={setSelected}
        />
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <LazyUploadZipDialog template={uploading} onClose={() => setUploading(null)} onUploaded={reload} />
        </Suspense>
      )}
      {saleWanted && (
        <Suspense fallback={null}>
          <LazyBulkSaleDialog
            open={saleOpen}
            selectedIds={selected}
            category={query.category}
            subcategory={query.subcategory}
            onClose={() => setSaleOpen(false)}
            onDone={saleDone}
          />
        </Suspense>
      )}
    </Flex>
  );
});
