import { useEffect, useId, useRef, useState } from 'react';
import { App, Button, Form, Input, Popconfirm, Progress, Radio, Typography } from 'antd';
import { ADMIN_LIMITS, formatFileSize } from '@tm/contracts/admin';
import { LISTING_LIMITS } from '@tm/contracts/listings';
import type { Listing, ListingDemo } from '@tm/contracts/listings.schemas';
import { formatShortDate, Spinner } from '@tm/platform';
import { fileRefusal } from '../templates';
import type { ListingValues } from './listing-form';
import { listingFailure, type ListingFailure } from './listings-api';
import { readListingDemo, removeListingDemo, uploadListingDemo } from './package-api';

type DemoKind = 'external' | 'upload';

/**
 * The listing's live demo (docs/product/back-office.md, the listing editor): an external site's address
 * (shoppers open it in a new tab: a site may refuse to be framed), or a static demo uploaded here (a ZIP
 * with an index.html and no server-side code), served from the shop's own demo path under the preview
 * bar. Upload, replace and remove each write at once, audited, with the revision the editor last read;
 * the address is saved with the form. An uploaded demo is the live demo until it is removed.
 */
export function LiveDemoPanel({
  listing,
  onChange,
  onFailure,
}: {
  listing: Listing | undefined;
  onChange: (listing: Listing) => void;
  onFailure: (failure: ListingFailure) => void;
}) {
  const { notification } = App.useApp();
  const form = Form.useFormInstance<ListingValues>();
  const [kind, setKind] = useState<DemoKind>('external');
  /** undefined while it is read. */
  const [demo, setDemo] = useState<ListingDemo | null | undefined>(listing ? undefined : null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { kind: useId(), file: useId() };
  const listingId = listing?.id;

  useEffect(() => {
    if (!listingId) return;
    let live = true;
    readListingDemo(listingId).then(
      (answer) => {
        if (!live) return;
        setDemo(answer.demo);
        if (answer.demo) setKind('upload');
      },
      () => live && setDemo(null),
    );
    return () => {
      live = false;
    };
  }, [listingId]);

  function choose(chosen: File | undefined) {
    const refusal = chosen ? fileRefusal(chosen) : null;
    if (refusal) notification.error({ title: refusal.title, description: refusal.description });
    if (!chosen || refusal) {
      if (inputRef.current) inputRef.current.value = '';
      return setFile(null);
    }
    setFile(chosen);
  }

  function failed(error: unknown, fallback: string, title: string) {
    const told = listingFailure(error, fallback);
    if (told.kind === 'stale') onFailure(told);
    else notification.error({ title, description: told.message });
  }

  async function upload() {
    if (!listing || !file || progress !== null) return;
    setProgress(0);
    try {
      const answer = await uploadListingDemo(listing.id, file, listing.revision, setProgress);
      setDemo(answer.demo);
      // The uploaded demo is the live demo now: an address typed meanwhile would be refused on save.
      form.setFieldsValue({ livePreviewUrl: '' });
      onChange(answer.listing);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      notification.success({
        title: 'Demo uploaded',
        description: `${answer.demo?.fileCount ?? 0} files: the template's Live Demo opens it.`,
      });
    } catch (error) {
      failed(error, 'The demo could not be uploaded. Try again.', 'Demo not uploaded');
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    if (!listing || removing) return;
    setRemoving(true);
    try {
      const answer = await removeListingDemo(listing.id, listing.revision);
      setDemo(null);
      onChange(answer.listing);
      notification.success({ title: 'Demo removed', description: `${answer.listing.name} has no uploaded demo now.` });
    } catch (error) {
      failed(error, 'The demo could not be removed. Try again.', 'Demo not removed');
    } finally {
      setRemoving(false);
    }
  }

  const live = listing !== undefined && listing.status !== 'draft';
  return (
    <div className="listing-demo">
      <p id={ids.kind} className="listing-muted">
        What the template&apos;s Live Demo button opens:
      </p>
      <Radio.Group
        aria-labelledby={ids.kind}
        value={kind}
        onChange={(event) => setKind(event.target.value as DemoKind)}
        options={[
          { value: 'external', label: 'An external site' },
          { value: 'upload', label: 'A static demo uploaded here' },
        ]}
      />
      <Form.Item
        hidden={kind !== 'external'}
        label="Live demo URL"
        name="livePreviewUrl"
        style={{ marginTop: 16, marginBottom: 0 }}
        extra={
          demo
            ? 'This listing has an uploaded demo: remove it first to use an external address.'
            : listing?.generated
              ? 'An external demo site, opened in a new tab. Empty: the generated demo stays.'
              : 'An external demo site (http or https address), opened in a new tab.'
        }
      >
        <Input
          type="url"
          inputMode="url"
          maxLength={LISTING_LIMITS.maxLivePreviewUrl}
          placeholder="https://"
          autoComplete="off"
          disabled={Boolean(demo)}
        />
      </Form.Item>
      {kind === 'upload' && (
        <div style={{ marginTop: 16 }}>
          {!listing ? (
            <Typography.Paragraph className="listing-muted">Save the draft first to upload a demo.</Typography.Paragraph>
          ) : demo === undefined ? (
            <Spinner label="Loading the demo..." />
          ) : (
            <>
              {demo ? (
                <div className="listing-demo__current">
                  <p style={{ margin: 0 }}>
                    Uploaded demo: {demo.fileCount.toLocaleString('en-US')} files, {formatFileSize(demo.sizeBytes)}, on{' '}
                    {formatShortDate(demo.uploadedAt)}.
                  </p>
                  {live ? (
                    <a href={demo.url} target="_blank" rel="noreferrer">
                      Open the demo<span className="tm-visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Typography.Text type="secondary">Its link works once the listing is published or unlisted.</Typography.Text>
                  )}
                </div>
              ) : (
                <Typography.Paragraph className="listing-muted">
                  A ZIP of a static site: an index.html at its top (or in its one folder), its pages, styles, scripts and images; no
                  server-side code. It opens under the shop&apos;s preview bar.
                </Typography.Paragraph>
              )}
              <label htmlFor={ids.file}>
                {demo ? 'Another demo ZIP' : 'Demo ZIP'} (at most {formatFileSize(ADMIN_LIMITS.maxZipBytes)})
              </label>
              <input
                id={ids.file}
                ref={inputRef}
                type="file"
                accept=".zip,application/zip"
                disabled={progress !== null}
                onChange={(event) => choose(event.target.files?.[0])}
                style={{ display: 'block', marginTop: 4 }}
              />
              {progress !== null && <Progress percent={progress} aria-label="Demo upload progress" />}
              <div className="listing-demo__actions">
                <Button onClick={() => void upload()} disabled={!file} loading={progress !== null}>
                  {demo ? 'Replace demo' : 'Upload demo'}
                </Button>
                {demo && (
                  <Popconfirm
                    title="Remove the uploaded demo?"
                    description={
                      listing.generated ? 'The generated demo is the live demo again.' : 'The Live Demo button then has no demo to open.'
                    }
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void remove()}
                  >
                    <Button danger loading={removing}>
                      Remove demo
                    </Button>
                  </Popconfirm>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
