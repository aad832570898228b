import { useId, useRef, useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { ADMIN_MESSAGES, formatFileSize } from '@tm/contracts/admin';
import type { AdminTemplateRow } from '@tm/contracts/admin.schemas';
import { platformFacts } from '@tm/contracts/platforms';
import { userMessage } from '@tm/platform';

import { fileRefusal, uploadZip } from './template-zip-api';
import { ChangelogField, ZipFileField } from './zip-upload-fields';

/**
 * Upload or replace a template's ZIP (docs/product/back-office.md §2, §5): the file is checked before it is sent
 * (type, 100MB), an optional changelog note goes with it, progress shows while it is in flight, and
 * the answer's size is shown in B, KB or MB. It says what the listing sells: a ZIP made for another
 * platform is refused by the server before it replaces the download.
 */
export function UploadZipDialog({
  template,
  listedAs,
  onClose,
  onUploaded,
}: {
  template: AdminTemplateRow | null;
  /** What the listing sells, when its owner chose it (the listing editor); else its category's platform. */
  listedAs?: string;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { notification } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [changelog, setChangelog] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), changelog: useId() };
  const sending = progress !== null;

  function close() {
    if (sending) return;
    setFile(null);
    setChangelog('');
    if (inputRef.current) inputRef.current.value = '';
    onClose();
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return setFile(null);
    const refusal = fileRefusal(chosen);
    if (refusal) {
      notification.error({ message: refusal.title, description: refusal.description });
      if (inputRef.current) inputRef.current.value = '';
      return setFile(null);
    }
    setFile(chosen);
  }

  async function send() {
    if (!template || !file) return;
    setProgress(0);
    try {
      const answer = await uploadZip(template.id, file, changelog, setProgress);
      notification.success({
        message: ADMIN_MESSAGES.zipUploadedTitle,
        description: `${template.name}: ${formatFileSize(answer.fileSize)}, version ${answer.version}`,
      });
      setProgress(null);
      onUploaded();
      close();
    } catch (failure) {
      setProgress(null);
      notification.error({ message: ADMIN_MESSAGES.uploadFailedTitle, description: userMessage(failure, ADMIN_MESSAGES.uploadFailed) });
    }
  }

  return (
    <Modal
      open={template !== null}
      title={template ? `${template.hasZip ? 'Replace' : 'Upload'} ZIP for ${template.name}` : ''}
      onCancel={close}
      maskClosable={!sending}
      closable={!sending}
      footer={[
        <Button key="cancel" onClick={close} disabled={sending}>
          Cancel
        </Button>,
        <Button key="upload" type="primary" onClick={() => void send()} disabled={!file} loading={sending}>
          Upload
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        {template && (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {ADMIN_MESSAGES.zipListedAs(listedAs ?? platformFacts(template.category, template.subcategory).label)}
          </Typography.Paragraph>
        )}
        <ZipFileField id={ids.file} inputRef={inputRef} file={file} disabled={sending} onChoose={choose} />
        <ChangelogField id={ids.changelog} value={changelog} onChange={setChangelog} progress={progress} />
      </Flex>
    </Modal>
  );
}
