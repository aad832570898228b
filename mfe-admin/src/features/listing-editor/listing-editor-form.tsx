import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { CATEGORIES, CATEGORY_LABELS, LISTING_SUBCATEGORIES } from '@tm/contracts/catalog';
import {
  LISTING_LIMITS,
  LISTING_MESSAGES,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  parsePriceCents,
  type ListingStatus,
  type PublishRequirement,
} from '@tm/contracts/listings';
import type { Listing, ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { PACKAGE_PLATFORM_LABELS, PACKAGE_PLATFORMS, platformFacts } from '@tm/contracts/platforms';
import { pagePath } from '@tm/contracts/routes';
import { subcategoryLabel } from '@tm/platform';
import {
  bodyOf,
  fieldOfMessage,
  fieldProblems,
  followChanges,
  NEW_LISTING,
  slugFollowsName,
  valuesOf,
  type ListingValues,
} from './listing-form';
import { createListing, getListing, listingFailure, publishNeeds, saveListing, type ListingFailure } from './listings-api';
import { ClaimWarnings } from './claim-warnings';
import { ImagesManager } from './images-manager';
import { LiveDemoPanel } from './live-demo-panel';
import type { PackageFieldValues } from './package-fill';
import { PackagePanel } from './package-panel';
import { PublishChecklist } from './publish-checklist';
import { SaleFields } from './sale-fields';

const STATUS_HELP: Record<ListingStatus, string> = {
  draft: 'Draft: only admins see it.',
  published: 'Published: listed, searched and buyable.',
  unlisted: 'Unlisted: buyable by its link, not listed or searched.',
};

/** The success toast's words for what the save made of it. */
const STATUS_SAVED: Record<ListingStatus, string> = {
  draft: 'is saved as a draft.',
  published: 'is published in the shop.',
  unlisted: 'is unlisted: buyable by its link.',
};

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }));
const PLATFORM_OPTIONS = PACKAGE_PLATFORMS.map((platform) => ({ value: platform, label: PACKAGE_PLATFORM_LABELS[platform] }));
const STATUS_OPTIONS = LISTING_STATUSES.map((status) => ({ value: status, label: LISTING_STATUS_LABELS[status] }));

/** Whether the shop shows the listing at its address (published, or unlisted: by its link). */
export const hasShopPage = (listing: Listing | undefined): listing is Listing =>
  listing?.status === 'published' || listing?.status === 'unlisted';

/** What a new listing still lacks, as the server would say once it is saved (it has no images or package yet). */
function newListingMissing(values: Partial<ListingValues>): PublishRequirement[] {
  return [
    ...(values.name?.trim() ? [] : (['name'] as const)),
    // The server publishes a listing only with a price above $0.00.
    ...((parsePriceCents(values.price ?? '') ?? 0) > 0 ? [] : (['price'] as const)),
    'image',
    'zip',
  ];
}

const CardTitle = ({ children }: { children: string }) => (
  <Typography.Title level={2} className="listing-card-title">
    {children}
  </Typography.Title>
);

/**
 * The listing editor's one form (docs/product/back-office.md, the listing editor): details, price and
 * sale, images and package, status with Save (keeps it) and Publish (sets it and saves). A new listing
 * is created on its first save (`onSaved` then moves to its edit address). Every save and image change
 * carries the revision the editor last read; a save over someone else's later one is refused (409), and
 * the editor offers to reload. The server's 400 and 422 messages are shown at their field when one is
 * named, and above the buttons always.
 */
export function ListingEditorForm({ listing, onSaved }: { listing: Listing | undefined; onSaved: (listing: Listing) => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ListingValues>();
  const [busy, setBusy] = useState<'save' | 'publish' | 'reload' | null>(null);
  const [failure, setFailure] = useState<ListingFailure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // The slug and platform follow the name and category until the owner sets them (a saved listing's stay).
  const [slugFollows, setSlugFollows] = useState(() => slugFollowsName(listing));
  const platformFollows = useRef(!listing);
  const category = Form.useWatch('category', form);
  const subcategory = Form.useWatch('subcategory', form);
  const status = Form.useWatch('status', form) ?? listing?.status ?? 'draft';
  const name = Form.useWatch('name', form);
  const price = Form.useWatch('price', form);
  const missing = listing ? listing.publishMissing : newListingMissing({ name, price });
  const slugHelp = ['/template/', Form.useWatch('slug', form) || '…'].join('');
  const tags = Form.useWatch('tags', form);
  // What the ZIP last chosen in the package dialog shows: the tags' claims are checked against it.
  const [packageFacts, setPackageFacts] = useState<ListingPackageFacts | null>(null);

  function adopt(next: Listing) {
    onSaved(next);
    if (failure?.kind === 'cannot-publish') setFailure(null);
  }

  /** Focus the first field in error, else the message above the buttons (decision 027). */
  function focusFailure(field?: keyof ListingValues) {
    requestAnimationFrame(() => {
      if (field) {
        form.scrollToField(field, { block: 'center' });
        form.focusField(field);
      } else failureRef.current?.focus();
    });
  }

  async function save(kind: 'save' | 'publish') {
    if (busy) return;
    let values: ListingValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as ListingValues;
    } catch (invalid) {
      const first = (invalid as { errorFields?: Array<{ name: Array<keyof ListingValues> }> }).errorFields?.[0]?.name[0];
      return focusFailure(first);
    }
    const body = bodyOf(values, kind === 'publish' ? 'published' : values.status);
    const problems = fieldProblems(body);
    if (problems.length) {
      form.setFields(problems);
      return focusFailure(problems[0]!.name);
    }
    setBusy(kind);
    setFailure(null);
    try {
      const saved = listing ? await saveListing(listing.id, body, listing.revision) : await createListing(body);
      setSlugFollows(slugFollowsName(saved));
      platformFollows.current = false;
      form.setFieldsValue(valuesOf(saved));
      onSaved(saved);
      notification.success({
        title: kind === 'publish' ? 'Template published' : listing ? 'Template saved' : 'Draft created',
        description: `${saved.name} ${STATUS_SAVED[saved.status]}`,
      });
    } catch (error) {
      const told = listingFailure(error, 'The template could not be saved. Try again.');
      setFailure(told);
      if (told.kind === 'slug-taken') {
        form.setFields([{ name: 'slug', errors: [told.message] }]);
        return focusFailure('slug');
      }
      const field = told.kind === 'other' ? fieldOfMessage(told.message) : undefined;
      if (field) form.setFields([{ name: field, errors: [told.message] }]);
      focusFailure(field);
    } finally {
      setBusy(null);
    }
  }

  /** 409: the listing as it is now; the owner's unsaved edits go (the message says to make them again). */
  async function reload() {
    if (!listing || busy) return;
    setBusy('reload');
    try {
      const fresh = await getListing(listing.id);
      form.resetFields();
      form.setFieldsValue(valuesOf(fresh));
      setSlugFollows(slugFollowsName(fresh));
      platformFollows.current = false;
      setFailure(null);
      onSaved(fresh);
      notification.info({ title: 'Reloaded', description: `${fresh.name} as it is now.` });
    } catch (error) {
      setFailure({ kind: 'other', message: listingFailure(error, 'The template could not be reloaded. Try again.').message });
      focusFailure();
    } finally {
      setBusy(null);
    }
  }

  /** After a ZIP upload: the listing again (hasZip and what publishing needs), keeping the form's edits. */
  async function afterZip() {
    if (!listing) return;
    try {
      adopt(await getListing(listing.id));
    } catch {
      // The upload itself succeeded (its toast said so); the next save or reload reads the state.
    }
  }

  /** The package's facts the owner chose to use: filled in, not saved (the platform no longer follows the category). */
  function applyPackage(values: PackageFieldValues) {
    if ('platform' in values) platformFollows.current = false;
    form.setFieldsValue(values);
    void form.validateFields(Object.keys(values) as Array<keyof ListingValues>).catch(() => undefined);
  }

  const failureAlert = failure && (
    <div ref={failureRef} tabIndex={-1} className="listing-failure">
      <Alert
        type="error"
        showIcon
        // 422's message lists what is missing in its own words; the editor says it as the checklist does.
        title={failure.kind === 'cannot-publish' ? LISTING_MESSAGES.cannotPublish : failure.message}
        description={failure.kind === 'cannot-publish' ? publishNeeds(failure.missing) : undefined}
        action={
          failure.kind === 'stale' ? (
            <Button onClick={() => void reload()} loading={busy === 'reload'}>
              Reload
            </Button>
          ) : undefined
        }
      />
    </div>
  );

  return (
    <Form<ListingValues>
      form={form}
      name="listing"
      layout="vertical"
      // Required fields are most of them: the few optional ones say so ("(optional)"), with no asterisk to read out.
      requiredMark="optional"
      initialValues={listing ? valuesOf(listing) : NEW_LISTING}
      onValuesChange={(changed: Partial<ListingValues>, all) => {
        if ('slug' in changed) setSlugFollows(false);
        if ('platform' in changed) platformFollows.current = false;
        const next = followChanges(changed, all, { slug: slugFollows && !('slug' in changed), platform: platformFollows.current });
        if (Object.keys(next).length) form.setFieldsValue(next);
      }}
      onFinish={() => void save('save')}
      onFinishFailed={({ errorFields }) => focusFailure(errorFields[0]?.name[0] as keyof ListingValues | undefined)}
      className="listing-form"
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={24} style={{ width: '100%' }}>
            <Card title={<CardTitle>Details</CardTitle>}>
              <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
                <Input maxLength={LISTING_LIMITS.maxName} autoComplete="off" />
              </Form.Item>
              <Form.Item
                label="Slug"
                name="slug"
                extra={
                  <>
                    <span>
                      Its address: {slugHelp}.{slugFollows && ' Made from the name until you change it.'}
                    </span>
                    {hasShopPage(listing) && (
                      <span className="listing-extra-line">Changing the slug redirects the old address to the new one.</span>
                    )}
                  </>
                }
              >
                <Input maxLength={LISTING_LIMITS.maxSlug} autoComplete="off" spellCheck={false} />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item label="Category" name="category" rules={[{ required: true, message: 'Choose a category' }]}>
                    <Select options={CATEGORY_OPTIONS} placeholder="Choose a category" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label="Subcategory" name="subcategory" rules={[{ required: true, message: 'Choose a subcategory' }]}>
                    <Select
                      disabled={!category}
                      placeholder={category ? 'Choose a subcategory' : 'Choose a category first'}
                      options={(category ? LISTING_SUBCATEGORIES[category] : []).map((s) => ({ value: s, label: subcategoryLabel(s) }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                label="Platform"
                name="platform"
                rules={[{ required: true, message: 'Choose a platform' }]}
                extra="What the download is. A ZIP made for another platform is refused."
              >
                <Select options={PLATFORM_OPTIONS} placeholder="Follows the category" />
              </Form.Item>
              <Form.Item
                label="Short description"
                name="shortDescription"
                rules={[{ required: true, whitespace: true, message: 'Short description is required' }]}
                extra="One or two sentences for cards and search results."
              >
                <Input.TextArea rows={2} maxLength={LISTING_LIMITS.maxShortDescription} showCount />
              </Form.Item>
              <Form.Item label="Long description" name="longDescription" extra="Markdown: headings, lists, links, bold; no HTML">
                <Input.TextArea rows={10} maxLength={LISTING_LIMITS.maxLongDescription} className="listing-markdown" />
              </Form.Item>
              <Form.Item
                label="Tags"
                name="tags"
                extra={
                  <>
                    <span>{`Press Enter or type a comma after each; at most ${LISTING_LIMITS.maxTags}.`}</span>
                    <ClaimWarnings tags={tags} facts={packageFacts} />
                  </>
                }
              >
                <Select mode="tags" tokenSeparators={[',']} maxCount={LISTING_LIMITS.maxTags} open={false} suffixIcon={null} />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} sm={16}>
                  <Form.Item label="Compatibility" name="compatibility" extra="What it works with, one line each (such as WordPress 6.4+).">
                    <Select
                      mode="tags"
                      maxCount={LISTING_LIMITS.maxCompatibility}
                      options={(category && subcategory ? platformFacts(category, subcategory).compatibility : []).map((line) => ({
                        value: line,
                        label: line,
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item label="Version" name="version">
                    <Input maxLength={LISTING_LIMITS.maxVersion} autoComplete="off" placeholder="1.0.0" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card title={<CardTitle>Price and sale</CardTitle>}>
              <SaleFields />
            </Card>

            <Card title={<CardTitle>Images</CardTitle>}>
              <ImagesManager
                listing={listing}
                onChange={adopt}
                onFailure={(told) => {
                  setFailure(told);
                  focusFailure();
                }}
              />
            </Card>
          </Space>
        </Col>

        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={24} style={{ width: '100%' }}>
            <Card title={<CardTitle>Publishing</CardTitle>}>
              <Form.Item label="Status" name="status" rules={[{ required: true, message: 'Choose a status' }]} extra={STATUS_HELP[status]}>
                <Select options={STATUS_OPTIONS} />
              </Form.Item>
              <PublishChecklist missing={missing} generated={listing?.generated ?? false} live={hasShopPage(listing)} />
              {failureAlert}
              <div className="listing-actions">
                <Button htmlType="submit" loading={busy === 'save'}>
                  Save
                </Button>
                {/* Stays once published (it then saves as Save does): a button that vanished would drop focus. */}
                <Button type="primary" onClick={() => void save('publish')} loading={busy === 'publish'}>
                  Publish
                </Button>
              </div>
              {hasShopPage(listing) && (
                <p className="listing-shop-link">
                  <a href={pagePath('template', { slug: listing.slug })} target="_blank" rel="noreferrer">
                    View in shop<span className="tm-visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
              )}
            </Card>

            <Card title={<CardTitle>Package</CardTitle>}>
              <PackagePanel listing={listing} onUploaded={() => void afterZip()} onFacts={setPackageFacts} onApply={applyPackage} />
            </Card>

            <Card title={<CardTitle>Live demo</CardTitle>}>
              <LiveDemoPanel
                listing={listing}
                onChange={adopt}
                onFailure={(told) => {
                  setFailure(told);
                  focusFailure();
                }}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
