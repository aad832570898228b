import { useId, useRef, useState } from 'react';
import { App, Button, Flex, Progress, Tag, Typography } from 'antd';
import { ADMIN_LIMITS, ADMIN_MESSAGES, formatFileSize } from '@tm/contracts/admin';
import type { BulkUploadResponse } from '@tm/contracts/admin.schemas';
import { userMessage } from '@tm/platform';
import { bulkUpload, fileRefusal } from '../templates';

/**
 * The Bulk-upload tab (docs/product/back-office.md §2): the spec's instructions, and a multi-file control
 * on POST /api/admin/bulk-upload with a result per file. Files are sent from the admin's machine: the
 * server never fetches a URL (decision 030).
 */
export function BulkUploadTab({ onUploaded }: { onUploaded: () => void }) {
  const { notification } = App.useApp();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<BulkUploadResponse | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function choose(list: FileList | null) {
    const chosen = [...(list ?? [])];
    const refused = chosen.filter((file) => fileRefusal(file));
    for (const file of refused.slice(0, 3)) {
      const refusal = fileRefusal(file)!;
      notification.error({ message: refusal.title, description: `${file.name}: ${refusal.description}` });
    }
    const kept = chosen.filter((file) => !fileRefusal(file)).slice(0, ADMIN_LIMITS.maxBulkFiles);
    if (chosen.length - refused.length > ADMIN_LIMITS.maxBulkFiles) {
      notification.warning({
        message: `At most ${ADMIN_LIMITS.maxBulkFiles} files at once`,
        description: 'Upload the rest in another batch.',
      });
    }
    setFiles(kept);
    setResults(null);
  }

  async function send() {
    setProgress(0);
    try {
      const answer = await bulkUpload(files, setProgress);
      setResults(answer);
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
      if (answer.uploaded > 0) onUploaded();
      notification[answer.rejected === 0 ? 'success' : 'warning']({ message: `${answer.uploaded} uploaded, ${answer.rejected} rejected` });
    } catch (failure) {
      notification.error({ message: ADMIN_MESSAGES.uploadFailedTitle, description: userMessage(failure, ADMIN_MESSAGES.uploadFailed) });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Flex vertical gap={16} className="admin-bulk-upload">
      <Typography.Title level={2} className="admin-tab-heading">
        Bulk upload
      </Typography.Title>
      <ol className="admin-instructions">
        <li>
          Name each file <code>{'{template-slug}'}.zip</code>, for example <code>modern-agency-theme.zip</code>.
        </li>
        <li>
          Choose up to {ADMIN_LIMITS.maxBulkFiles} files, each at most {formatFileSize(ADMIN_LIMITS.maxZipBytes)}.
        </li>
        <li>
          Upload them: each is checked like a single upload and becomes that template's next version; the list below says which were
          uploaded and why others were not.
        </li>
      </ol>
      <Flex vertical gap={8}>
        <label htmlFor={id}>ZIP files</label>
        <input
          id={id}
          ref={inputRef}
          type="file"
          accept=".zip,application/zip"
          multiple
          disabled={progress !== null}
          onChange={(event) => choose(event.target.files)}
        />
        <Button
          type="primary"
          disabled={files.length === 0}
          loading={progress !== null}
          onClick={() => void send()}
          style={{ alignSelf: 'flex-start' }}
        >
          Upload {files.length === 1 ? '1 file' : `${files.length} files`}
        </Button>
        {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
      </Flex>
      {results && (
        <ul aria-label="Upload results" className="admin-upload-results">
          {results.results.map((result, index) => (
            <li key={`${index}-${result.fileName}`}>
              <Tag color={result.status === 'uploaded' ? 'success' : 'error'}>{result.status === 'uploaded' ? 'Uploaded' : 'Rejected'}</Tag>
              <Typography.Text strong>{result.fileName}</Typography.Text> <Typography.Text>{result.message}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
