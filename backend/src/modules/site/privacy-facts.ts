import type { PrivacyFacts, PrivacyProcessor } from '@tm/contracts/privacy.schemas';
import type { AppConfig } from '../../config/app-config';

type PrivacyConfig = Pick<
  AppConfig,
  'payments' | 'smtpUrl' | 'mailProviderName' | 'storage' | 'publicFilesBaseUrl' | 'publicUrl' | 'openai'
>;

/**
 * Who receives shoppers' personal data to do a job for the shop, read from this install's configuration
 * (decision 083): the privacy page lists exactly the services the code will call. Each is named by who
 * runs it, or by its host where the configuration does not say; never by a URL, which may hold a
 * credential. The database and Redis are the shop's own and are not listed.
 */
export function privacyFactsOf(config: PrivacyConfig): PrivacyFacts {
  const processors: PrivacyProcessor[] = [];
  // The simulated gateway is our own code and takes no money: no one to name (decision 042).
  if (config.payments.provider === 'stripe') {
    processors.push({
      kind: 'payments',
      name: 'Stripe',
      purpose:
        config.payments.tax === 'stripe'
          ? 'Takes card payments on its own checkout page, refunds them, and works out the sales tax or VAT due (Stripe Tax).'
          : 'Takes card payments on its own checkout page, and refunds them.',
      data:
        'Your email address, what you buy and its price, the order’s number, and the card and billing details you enter on Stripe’s page (we never see your card details).' +
        // Stripe Tax (decision 081): the billing address decides the tax, and a business may give its tax id.
        (config.payments.tax === 'stripe'
          ? ' With tax: your billing address and, for a business, its VAT or tax number, which the order keeps.'
          : ''),
    });
  }
  // Without SMTP_URL mail stays in the outbox on our server: nothing leaves (decision 022).
  const smtpHost = hostOf(config.smtpUrl);
  if (smtpHost) {
    processors.push({
      kind: 'mail',
      name: config.mailProviderName ?? `Our mail provider (SMTP host ${smtpHost})`,
      purpose: 'Delivers the emails we send you, and the messages you send us through the contact form to our support inbox.',
      data: 'Your name and email address, and what those emails say: orders, download links, password reset links and your messages.',
    });
  }
  if (config.storage.driver === 's3') {
    const { endpoint, region, presignedDownloads } = config.storage;
    const endpointHost = hostOf(endpoint);
    processors.push({
      kind: 'file-storage',
      name: endpointHost ? `S3-compatible object storage (host ${endpointHost})` : `Amazon Web Services (Amazon S3, region ${region})`,
      purpose: 'Keeps the files of the shop: template packages, images and the websites built for custom build orders.',
      data:
        'The website built from your custom build summary, with the business details you gave.' +
        (presignedDownloads ? ' When you download a file, your browser fetches it from there, so it sees your IP address.' : ''),
    });
  }
  // Images served from another host than the shop's are fetched from it by the visitor's browser.
  const imageHost = hostOf(config.publicFilesBaseUrl);
  if (imageHost && imageHost !== hostOf(config.publicUrl)) {
    processors.push({
      kind: 'image-delivery',
      name: `The image host ${imageHost}`,
      purpose: 'Serves the shop’s images (template previews and screenshots) to your browser.',
      data: 'Your IP address and what your browser sends with every request, as any website your browser loads an image from.',
    });
  }
  // Only the custom build consultant sends a visitor's words to the model; the catalog generator sends
  // catalog texts only. A model server on this machine (OPENAI_BASE_URL on loopback) is our own.
  if (config.openai) {
    const modelHost = hostOf(config.openai.baseUrl);
    if (!modelHost || !isLoopback(modelHost)) {
      processors.push({
        kind: 'ai-consultant',
        name: modelHost ? `The AI model service at ${modelHost}` : 'OpenAI',
        purpose: 'Writes the custom build consultant’s answers.',
        data: 'What you type in the custom build chat, and the requirements understood from it; not your name, email or account.',
      });
    }
  }
  return { processors, filesOnOwnServer: config.storage.driver === 'local' };
}

/** The host (with its port, if any) of a URL, without the user name, password, path or query. */
function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

function isLoopback(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127\./.test(name);
}
