import { useId, useRef, useState } from 'react';
import { ACCOUNT_EXPORT_TTL_MS, ACCOUNT_PRIVACY_MESSAGES, accountExportFileName } from '@tm/contracts/account-privacy';
import { AccountExportQueuedSchema, type AccountExportRequest } from '@tm/contracts/account-privacy.schemas';
import { API } from '@tm/contracts/routes';
import { Alert, Button, apiResponse, attachmentName, saveFile, userMessage, type AlertVariant } from '@tm/platform';

type Outcome = { variant: AlertVariant; message: string } | null;

/**
 * Download my data (decision 086): one button. A small account's file comes in the answer and is saved
 * at once; a larger one is prepared in the background and its link mailed, which the answer (202) says.
 */
export function DownloadDataPart({ username }: { username: string }) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const download = async () => {
    setPending(true);
    setOutcome(null);
    let next: Outcome;
    try {
      const request: AccountExportRequest = {};
      const response = await apiResponse(API.accountExport, { method: 'POST', body: request });
      if (response.status === 202) {
        next = { variant: 'info', message: AccountExportQueuedSchema.parse(await response.json()).message };
      } else {
        const filename = attachmentName(response.headers.get('content-disposition')) ?? accountExportFileName(username, new Date());
        saveFile(await response.blob(), filename);
        next = { variant: 'success', message: `Your data has been downloaded as ${filename}.` };
      }
    } catch (failure) {
      next = { variant: 'error', message: userMessage(failure, ACCOUNT_PRIVACY_MESSAGES.exportFailed) };
    }
    setOutcome(next);
    setPending(false);
    // The button was busy; the keyboard user goes on from the outcome rather than from the page's top.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  return (
    <section className="account-settings__part" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-settings__title">
        Your data
      </h3>
      <p className="tm-muted">
        A copy of everything we keep about your account, as one JSON file: your profile, orders and invoices, payments, downloads, cart,
        wishlist, reviews, messages, custom builds, sign-ins and the mail we sent you. A very large account gets a link by email instead,
        valid for {Math.round(ACCOUNT_EXPORT_TTL_MS / 86_400_000)} days.
      </p>
      <div ref={outcomeRef} tabIndex={-1} className="account-settings__outcome">
        {outcome ? <Alert variant={outcome.variant}>{outcome.message}</Alert> : null}
      </div>
      <div>
        <Button variant="outline" loading={pending} disabled={pending} onClick={() => void download()}>
          {pending ? 'Preparing your data...' : 'Download my data'}
        </Button>
      </div>
    </section>
  );
}
