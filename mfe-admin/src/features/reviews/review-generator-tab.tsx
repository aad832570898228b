import { useId, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, InputNumber, Popconfirm, Progress, Radio, Select, Typography } from 'antd';
import { CATEGORIES, CATEGORY_LABELS, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import { shortJobId } from '@tm/contracts/jobs';
import { REVIEW_LIMITS, REVIEW_TEXTS } from '@tm/contracts/reviews';
import type { SampleReviewsBody } from '@tm/contracts/reviews.schemas';
import { subcategoryLabel, userMessage } from '@tm/platform';
import { JobStatusTag } from '../generation';
import { LatestReviews } from './latest-reviews';
import { findTemplates, removeSampleReviews, startSampleReviews, useSampleJob } from './reviews-api';

type Target = 'category' | 'templates';
type Spread = NonNullable<SampleReviewsBody['spread']>;

/**
 * antd's Popconfirm keeps its OK button spinning, and itself open, until a promise its onConfirm returns
 * settles, though its type says onConfirm returns nothing: this hands it the promise on purpose.
 */
const keepsConfirmOpenUntil = (action: () => Promise<unknown>) => action as () => void;

const SPREADS: Array<{ value: Spread; label: string }> = [
  { value: 'positive', label: 'Mostly positive' },
  { value: 'mixed', label: 'Mixed' },
  { value: 'critical', label: 'Mostly critical' },
];

/**
 * The Review Generator tab (decision 038): labelled sample reviews for the demo catalog, made by a
 * background job (progress polled every 2 s), and one action to remove them all. The server refuses
 * outside the demo store unless ALLOW_SAMPLE_REVIEWS=true; its message is shown as it is.
 */
export function ReviewGeneratorTab() {
  const { notification } = App.useApp();
  const [target, setTarget] = useState<Target>('category');
  const [category, setCategory] = useState<Category>('wordpress');
  const [subcategory, setSubcategory] = useState<string>('all');
  const [chosen, setChosen] = useState<Array<{ value: string; label: string }>>([]);
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [perTemplate, setPerTemplate] = useState<number | null>(5);
  const [spread, setSpread] = useState<Spread>('positive');
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const searchSeq = useRef(0);
  const { data: job } = useSampleJob(jobId);
  const ids = { count: useId(), spread: useId() };
  const running = !!job && (job.status === 'pending' || job.status === 'running');
  const ready =
    perTemplate !== null &&
    perTemplate >= 1 &&
    perTemplate <= REVIEW_LIMITS.samplePerTemplateMax &&
    (target === 'category' || chosen.length > 0);

  async function start() {
    setStarting(true);
    setRefusal(null);
    try {
      const body: SampleReviewsBody =
        target === 'category'
          ? { category, ...(subcategory === 'all' ? {} : { subcategory }), perTemplate: perTemplate!, spread }
          : { templateIds: chosen.map((c) => c.value), perTemplate: perTemplate!, spread };
      const started = await startSampleReviews(body);
      setJobId(started.jobId);
      notification.success({ message: 'Generation Started', description: `Sample reviews for ${started.totalTemplates} templates` });
    } catch (failure) {
      setRefusal(userMessage(failure, 'Failed to start the review generator'));
    } finally {
      setStarting(false);
    }
  }

  async function removeAll() {
    setRemoving(true);
    try {
      const { removed } = await removeSampleReviews();
      notification.success({ message: 'Sample reviews removed', description: `${removed} sample reviews removed` });
    } catch (failure) {
      notification.error({ message: 'Remove failed', description: userMessage(failure, 'The sample reviews could not be removed') });
    } finally {
      setRemoving(false);
    }
  }

  // Asks once typing pauses (250 ms); only the latest question's answer is shown.
  function search(text: string) {
    const seq = ++searchSeq.current;
    window.setTimeout(() => {
      if (seq !== searchSeq.current) return;
      void (text.trim() ? findTemplates(text.trim()).catch(() => []) : Promise.resolve([])).then((found) => {
        if (seq === searchSeq.current) setOptions(found);
      });
    }, 250);
  }

  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        message="Sample reviews are demo content, not customers' words"
        description={`Each is labelled "${REVIEW_TEXTS.sample}" wherever it shows and counts in ratings only in the demo store. Presenting generated reviews as customers' is deceptive and unlawful (FTC rule on fake reviews, EU and UK law).`}
      />
      <Card size="small" title="Generate sample reviews">
        <Flex vertical gap={12}>
          <Radio.Group
            aria-label="Which templates"
            value={target}
            onChange={(e) => setTarget(e.target.value as Target)}
            optionType="button"
          >
            <Radio.Button value="category">A category</Radio.Button>
            <Radio.Button value="templates">Chosen templates</Radio.Button>
          </Radio.Group>
          {target === 'category' ? (
            <Flex gap={8} wrap>
              <Select
                aria-label="Category"
                value={category}
                onChange={(value: Category) => {
                  setCategory(value);
                  setSubcategory('all');
                }}
                options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
                style={{ minWidth: 180 }}
              />
              <Select
                aria-label="Subcategory"
                value={subcategory}
                onChange={setSubcategory}
                options={[
                  { value: 'all', label: 'All subcategories' },
                  ...LISTING_SUBCATEGORIES[category].map((s) => ({ value: s, label: subcategoryLabel(s) })),
                ]}
                style={{ minWidth: 200 }}
              />
              <Typography.Text type="secondary">{`Its ${REVIEW_LIMITS.sampleTemplatesMax} best sellers at most`}</Typography.Text>
            </Flex>
          ) : (
            <Select
              aria-label="Templates (type to search by name)"
              mode="multiple"
              labelInValue
              showSearch={{ filterOption: false, onSearch: search }}
              placeholder="Type a template name"
              value={chosen}
              onChange={(value: Array<{ value: string; label: string }>) => setChosen(value)}
              options={options}
              style={{ width: '100%' }}
            />
          )}
          <Flex gap={16} wrap align="center">
            <label htmlFor={ids.count}>Reviews per template</label>
            <InputNumber id={ids.count} min={1} max={REVIEW_LIMITS.samplePerTemplateMax} value={perTemplate} onChange={setPerTemplate} />
            <span id={ids.spread}>Ratings</span>
            <Radio.Group
              aria-labelledby={ids.spread}
              value={spread}
              onChange={(e) => setSpread(e.target.value as Spread)}
              options={SPREADS}
            />
          </Flex>
          {refusal ? <Alert type="error" showIcon message="Generation Failed" description={refusal} /> : null}
          <Flex gap={8} wrap>
            <Button type="primary" disabled={!ready || running} loading={starting} onClick={() => void start()}>
              Generate sample reviews
            </Button>
            <Popconfirm
              title="Remove every sample review?"
              description="Buyers' reviews stay."
              okText="Remove all"
              onConfirm={keepsConfirmOpenUntil(removeAll)}
            >
              <Button danger loading={removing}>
                Remove all sample reviews
              </Button>
            </Popconfirm>
          </Flex>
          {job ? (
            <Flex vertical gap={4} aria-live="polite">
              <Flex gap={8} align="center">
                <span>{`Job ${shortJobId(job.jobId)}`}</span>
                <JobStatusTag status={job.status} />
                <span>{`${job.processedTemplates} of ${job.totalTemplates} templates`}</span>
              </Flex>
              <Progress
                percent={job.totalTemplates ? Math.floor((job.processedTemplates / job.totalTemplates) * 100) : 0}
                aria-label="Sample review progress"
              />
            </Flex>
          ) : null}
        </Flex>
      </Card>
      <LatestReviews />
    </Flex>
  );
}
