import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config';
import { privacyFactsOf } from './privacy-facts';

// Decision 083: who processes shoppers' data, read from the configuration as the app itself reads it.
describe('privacyFactsOf', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'tm-privacy-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const factsOf = (env: Record<string, string>) => privacyFactsOf(loadConfig({ DATA_DIR: dataDir, ...env }));
  const namesOf = (env: Record<string, string>) => factsOf(env).processors.map((p) => `${p.kind}: ${p.name}`);

  it('lists no one for the embedded default: simulated payments, the mail outbox, files on the local disk', () => {
    expect(factsOf({})).toEqual({ processors: [], filesOnOwnServer: true });
    // A production shop running the simulated gateway still takes no money through anyone.
    expect(namesOf({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' })).toEqual([]);
  });

  it('names the mail provider as the owner did, else by its SMTP host, never with the URL’s user or password', () => {
    expect(namesOf({ SMTP_URL: 'smtps://apikey:s3cret@smtp.postmarkapp.com:465' })).toEqual([
      'mail: Our mail provider (SMTP host smtp.postmarkapp.com:465)',
    ]);
    expect(namesOf({ SMTP_URL: 'smtps://apikey:s3cret@smtp.postmarkapp.com', MAIL_PROVIDER_NAME: 'Postmark' })).toEqual(['mail: Postmark']);
    expect(JSON.stringify(factsOf({ SMTP_URL: 'smtp://apikey:s3cret@mail.example.com' }))).not.toMatch(/apikey|s3cret/);
  });

  it('names Amazon S3 by its region, another bucket by its endpoint’s host, and says files then leave the shop’s server', () => {
    const aws = factsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-1' });
    expect(aws.filesOnOwnServer).toBe(false);
    expect(aws.processors.map((p) => p.name)).toEqual(['Amazon Web Services (Amazon S3, region eu-west-1)']);
    expect(aws.processors[0]!.data).not.toContain('IP address');
    const r2 = factsOf({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'AKIAPRIVACY',
      S3_SECRET_ACCESS_KEY: 'secret-key-value',
      S3_PRESIGNED_DOWNLOADS: 'true',
    });
    expect(r2.processors.map((p) => p.name)).toEqual(['S3-compatible object storage (host abc123.r2.cloudflarestorage.com)']);
    expect(r2.processors[0]!.data).toContain('your IP address');
    expect(JSON.stringify(r2)).not.toMatch(/AKIAPRIVACY|secret-key-value/);
  });

  it('names OpenAI, or another model service by its host, but not a model server on this machine', () => {
    expect(namesOf({ OPENAI_API_KEY: 'sk-key' })).toEqual(['ai-consultant: OpenAI']);
    expect(namesOf({ OPENAI_API_KEY: 'sk-key', OPENAI_BASE_URL: 'https://models.example.net/v1' })).toEqual([
      'ai-consultant: The AI model service at models.example.net',
    ]);
    for (const local of ['http://127.0.0.1:11434/v1', 'http://localhost:8080/v1', 'http://[::1]:11434/v1']) {
      expect(namesOf({ OPENAI_API_KEY: 'sk-key', OPENAI_BASE_URL: local })).toEqual([]);
    }
    expect(JSON.stringify(factsOf({ OPENAI_API_KEY: 'sk-key' }))).not.toContain('sk-key');
  });

  it('names an image host other than the shop’s own, which visitors’ browsers load images from', () => {
    expect(namesOf({ PUBLIC_FILES_BASE_URL: 'https://cdn.example.com/public' })).toEqual([
      'image-delivery: The image host cdn.example.com',
    ]);
    expect(namesOf({ PUBLIC_URL: 'https://shop.example.com', PUBLIC_FILES_BASE_URL: 'https://shop.example.com/files' })).toEqual([]);
  });

  it('names Stripe when it takes the payments', () => {
    expect(
      namesOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' }),
    ).toEqual(['payments: Stripe']);
  });

  it('says Stripe also gets the billing address and a business’s tax id when it computes the tax (decision 081)', () => {
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' };
    const [withTax] = factsOf({ ...stripe, TAX_MODE: 'stripe' }).processors;
    expect(withTax!.purpose).toContain('Stripe Tax');
    expect(withTax!.data).toContain('your billing address and, for a business, its VAT or tax number');
    const [withoutTax] = factsOf(stripe).processors;
    expect(withoutTax!.data).not.toContain('tax number');
  });
});
