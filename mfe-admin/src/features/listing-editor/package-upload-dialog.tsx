import { useEffect, useId, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Form, Modal, Spin, Typography } from 'antd';
import { ADMIN_MESSAGES, formatFileSize } from '@tm/contracts/admin';
import type { Listing, ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { PACKAGE_PLATFORM_LABELS, type PackagePlatform } from '@tm/contracts/platforms';
import { userMessage } from '@tm/platform';
import { ChangelogField, fileRefusal, uploadZip, ZipFileField } from '../templates';
import type { ListingValues } from './listing-form';
import { inspectPackage } from './package-api';
import { PackageFactsView } from './package-facts-view';
import type { PackageFieldValues } from './package-fill';

type Reading =
  { state: 'idle' } | { state: 'reading' } | { state: 'read'; facts: ListingPackageFacts } | { state: 'refused'; message: string };

/**
 * Upload or replace the listing's ZIP (docs/product/back-office.md, the listing editor). As soon as the
 * owner chooses a file, the server reads it (the upload's checks, nothing kept) and the dialog shows
 * what the package shows of itself, with Use and Use these to fill the form's platform, version and
 * compatibility. Then the upload goes as on the Templates tab: its changelog note, its progress, its
 * checks (a ZIP made for another platform than the saved listing's is refused, so a platform changed in
 * the form is saved first).
 */
export function PackageUploadDialog({
  listing,
  open,
  onClose,
  onUploaded,
  onFacts,
  onApply,
}: {
  listing: Listing;
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
  /** The facts of the ZIP last read (null: none, or it was refused): the form checks the tags' claims against them. */
  onFacts: (facts: ListingPackageFacts | null) => void;
  onApply: (values: PackageFieldValues) => void;
}) {
  const { notification } = App.useApp();
  const form = Form.useFormInstance<ListingValues>();
  const formPlatform = Form.useWatch('platform', form) as PackagePlatform | undefined;
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [changelog, setChangelog] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const readRef = useRef<AbortController | null>(null);
  const ids = { file: useId(), changelog: useId() };
  const sending = progress !== null;

  useEffect(() => () => readRef.current?.abort(), []);

  function reset() {
    readRef.current?.abort();
    setFile(null);
    setReading({ state: 'idle' });
    setChangelog('');
    if (inputRef.current) inputRef.current.value = '';
  }

  function close() {
    if (sending) return;
    reset();
    onClose();
  }

  async function choose(chosen: File | undefined) {
    readRef.current?.abort();
    if (!chosen) return reset();
    const refusal = fileRefusal(chosen);
    if (refusal) {
      notification.error({ title: refusal.title, description: refusal.description });
      return reset();
    }
    setFile(chosen);
    setReading({ state: 'reading' });
    const controller = new AbortController();
    readRef.current = controller;
    try {
      const facts = await inspectPackage(listing.id, chosen, controller.signal);
      if (controller.signal.aborted) return;
      setReading({ state: 'read', facts });
      onFacts(facts);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setReading({ state: 'refused', message: userMessage(failure, 'The package could not be read. Try again.') });
      onFacts(null);
    }
  }

  async function send() {
    if (!file) return;
    setProgress(0);
    try {
      const answer = await uploadZip(listing.id, file, changelog, setProgress);
      notification.success({
        title: ADMIN_MESSAGES.zipUploadedTitle,
        description: `${listing.name}: ${formatFileSize(answer.fileSize)}, version ${answer.version}`,
      });
      setProgress(null);
      onUploaded();
      close();
    } catch (failure) {
      setProgress(null);
      notification.error({ title: ADMIN_MESSAGES.uploadFailedTitle, description: userMessage(failure, ADMIN_MESSAGES.uploadFailed) });
    }
  }

  // The server checks the ZIP against the saved platform: a new one in the form goes first.
  const unsavedPlatform = formPlatform !== undefined && formPlatform !== listing.platform;
  const ready = file !== null && reading.state === 'read' && !unsavedPlatform;
  return (
    <Modal
      open={open}
      title={`${listing.hasZip ? 'Replace' : 'Upload'} ZIP for ${listing.name}`}
      onCancel={close}
      maskClosable={!sending}
      closable={!sending}
      width={640}
      footer={[
        <Button key="cancel" onClick={close} disabled={sending}>
          Cancel
        </Button>,
        <Button key="upload" type="primary" onClick={() => void send()} disabled={!ready} loading={sending}>
          Upload
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {ADMIN_MESSAGES.zipListedAs(PACKAGE_PLATFORM_LABELS[listing.platform])}
        </Typography.Paragraph>
        <ZipFileField id={ids.file} inputRef={inputRef} file={file} disabled={sending} onChoose={(chosen) => void choose(chosen)} />
        <div aria-live="polite">
          {reading.state === 'reading' && (
            <Flex gap={8} align="center">
              <Spin size="small" />
              <span>Reading the package…</span>
            </Flex>
          )}
          {reading.state === 'refused' && <Alert type="error" showIcon title="This ZIP cannot be uploaded" description={reading.message} />}
        </div>
        {reading.state === 'read' && <PackageFactsView facts={reading.facts} onApply={onApply} />}
        {unsavedPlatform && file && (
          <Alert
            type="info"
            showIcon
            title={`Save the listing first: the upload is checked against its saved platform (${PACKAGE_PLATFORM_LABELS[listing.platform]}), and the form now says ${PACKAGE_PLATFORM_LABELS[formPlatform]}.`}
          />
        )}
        <ChangelogField id={ids.changelog} value={changelog} onChange={setChangelog} progress={progress} />
      </Flex>
    </Modal>
  );
}
