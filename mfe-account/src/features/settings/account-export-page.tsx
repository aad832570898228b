import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_PRIVACY_MESSAGES, accountExportFileName } from '@tm/contracts/account-privacy';
import { API, PAGES } from '@tm/contracts/routes';
import { Alert, ApiError, Button, apiResponse, attachmentName, saveFile, useDocumentTitle, useSession, userMessage } from '@tm/platform';
import { AuthCard } from '../auth-card';

type Outcome = { kind: 'done' | 'gone' | 'failed'; message: string } | null;

/**
 * /account-export?token=…, opened from the mail that says a large data export is ready (decision 086).
 * The shell lets only a signed-in user in; the file downloads on a button press for the account the
 * link was made for (another account's link is not found, an old one has expired).
 */
export function AccountExportPage() {
  useDocumentTitle('Download Your Data');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user } = useSession();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const download = async () => {
    setPending(true);
    let next: Outcome;
    try {
      const response = await apiResponse(`${API.accountExportDownload}?token=${encodeURIComponent(token)}`);
      const filename =
        attachmentName(response.headers.get('content-disposition')) ?? accountExportFileName(user?.username ?? 'account', new Date());
      saveFile(await response.blob(), filename);
      next = { kind: 'done', message: `Your data has been downloaded as ${filename}.` };
    } catch (failure) {
      const gone = failure instanceof ApiError && [400, 404, 410].includes(failure.status);
      next = { kind: gone ? 'gone' : 'failed', message: userMessage(failure, ACCOUNT_PRIVACY_MESSAGES.exportFailed) };
    }
    setOutcome(next);
    setPending(false);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  return (
    <AuthCard title="Download your data" links={<Link to={PAGES.dashboard}>Back to My Dashboard</Link>}>
      <div className="tm-stack">
        {!token ? (
          <Alert variant="error">{ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid}</Alert>
        ) : (
          <>
            <p>The copy of your account&apos;s data you asked for is ready: one JSON file with everything we keep about your account.</p>
            <div ref={outcomeRef} tabIndex={-1}>
              {outcome ? <Alert variant={outcome.kind === 'done' ? 'success' : 'error'}>{outcome.message}</Alert> : null}
            </div>
            {outcome?.kind === 'gone' ? (
              <p className="tm-muted">You can ask for a new copy under Account settings in your dashboard.</p>
            ) : (
              <Button block size="lg" loading={pending} disabled={pending} onClick={() => void download()}>
                {pending ? 'Downloading...' : 'Download my data'}
              </Button>
            )}
          </>
        )}
      </div>
    </AuthCard>
  );
}
