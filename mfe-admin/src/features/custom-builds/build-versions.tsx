import { useId, useRef, useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { STUDIO_DESK_API, STUDIO_DESK_LIMITS } from '@tm/contracts/studio-desk';
import type { BuildVersion } from '@tm/contracts/studio-desk.schemas';
import { userMessage } from '@tm/platform';
import { ScrollBox } from './scroll-box';
import { when } from './build-facts';
import { deskPath, uploadVersion, versionFileRefusal } from './custom-builds-api';

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const columnsOf = (orderItemId: string): TableColumnsType<BuildVersion> => [
  {
    title: 'Version',
    key: 'number',
    render: (_, v) => (
      <span>
        {`Version ${v.number}`} {v.final ? <Tag color="purple">Delivered</Tag> : null}
      </span>
    ),
  },
  { title: 'By', key: 'by', render: (_, v) => (v.by === 'first-version' ? 'First version (built by the shop)' : 'The studio') },
  { title: 'Note', key: 'note', render: (_, v) => v.note || '—' },
  { title: 'Size', key: 'size', align: 'right', render: (_, v) => sizeText(v.bytes) },
  { title: 'Uploaded', key: 'at', render: (_, v) => when(v.createdAt) },
  {
    title: 'Download',
    key: 'download',
    render: (_, v) => (
      <a href={deskPath(STUDIO_DESK_API.versionDownload, orderItemId, v.number)} download>
        Download<span className="tm-visually-hidden"> version {v.number}</span>
      </a>
    ),
  },
];

/**
 * The build's versions and the form for the next one (docs/product/back-office.md, Custom builds): a ZIP
 * checked as a template's is, a note for the buyer, and whether it is the finished site (the buyer may
 * then accept it or ask for changes).
 */
export function BuildVersions({
  orderItemId,
  versions,
  onUploaded,
}: {
  orderItemId: string;
  versions: BuildVersion[];
  onUploaded: () => void;
}) {
  const { notification } = App.useApp();
  const ids = { file: useId(), note: useId(), error: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [deliver, setDeliver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function upload() {
    if (!file) return setError('Choose the ZIP of the new version');
    const refusal = versionFileRefusal(file);
    if (refusal) return setError(refusal);
    setPending(true);
    setError(null);
    try {
      const version = await uploadVersion(orderItemId, file, note.trim(), deliver);
      notification.success({
        message: `Version ${version.number} uploaded`,
        description: version.final ? 'Delivered as the finished site: the buyer is told by email.' : 'The buyer can download it now.',
      });
      setFile(null);
      setNote('');
      setDeliver(false);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    } catch (failure) {
      setError(userMessage(failure, 'The version could not be uploaded. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return (
    <Card>
      <section aria-label="Versions">
        <Typography.Title level={2}>Versions</Typography.Title>
        <ScrollBox label="Versions table" minWidth={760}>
          <Table<BuildVersion>
            rowKey="number"
            size="small"
            columns={columnsOf(orderItemId)}
            dataSource={newestFirst}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No version yet" /> }}
          />
        </ScrollBox>
        <form
          className="build-form"
          aria-label="Upload a new version"
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <Typography.Title level={3} style={{ fontSize: '1rem', margin: '8px 0 0' }}>
            Upload a new version
          </Typography.Title>
          <label htmlFor={ids.file}>Site ZIP</label>
          <input
            ref={fileInput}
            id={ids.file}
            className="build-form__file"
            type="file"
            accept=".zip,application/zip"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <label htmlFor={ids.note}>Note for the buyer (optional)</label>
          <Input.TextArea
            id={ids.note}
            rows={3}
            maxLength={STUDIO_DESK_LIMITS.noteMaxChars}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Checkbox checked={deliver} onChange={(event) => setDeliver(event.target.checked)}>
            Deliver as the finished site
          </Checkbox>
          {error ? (
            <Typography.Text id={ids.error} type="danger" role="alert">
              {error}
            </Typography.Text>
          ) : null}
          <div>
            <Button type="primary" htmlType="submit" loading={pending}>
              Upload version
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
