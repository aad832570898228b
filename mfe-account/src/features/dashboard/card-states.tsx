import { PAGES } from '@tm/contracts/routes';
import { Alert, Button, LinkButton } from '@tm/platform';

/** A dashboard list that could not be read: what failed and Try Again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert variant="error">
      {text}{' '}
      <Button variant="link" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}

/** A dashboard list with nothing in it yet, and the way to the catalog. */
export function NothingYet({ text }: { text: string }) {
  return (
    <div className="tm-placeholder">
      <p>{text}</p>
      <p>
        <LinkButton to={PAGES.browse} variant="link">
          Browse templates
        </LinkButton>
      </p>
    </div>
  );
}
