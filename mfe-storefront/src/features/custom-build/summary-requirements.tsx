import type { CustomBuildSummary, RequestedStatus } from '@tm/contracts/custom-build.schemas';
import { Badge } from '@tm/platform';

const STATUS_TEXT: Record<RequestedStatus, string> = { priced: 'Priced', included: 'Included', 'not-included': 'Not included' };

/**
 * Every requirement the visitor stated, shown back on the summary (decision 094): what was asked for
 * with priced / included / not included and why, the business's details, the site's languages, the
 * visitor's deadline against the promise, their budget against the price, what they provide and the
 * pages they do not want. Rows without content are left out; a summary stored before them shows none.
 */
export function SummaryRequirements({ summary }: { summary: CustomBuildSummary }) {
  const requested = summary.requested ?? [];
  const business = [summary.businessName, summary.location].filter(Boolean).join(', ');
  return (
    <>
      {business ? (
        <div>
          <dt>Your Business</dt>
          <dd>
            {business}
            {summary.services?.length ? <span className="cb-summary__pages">Services: {summary.services.join(', ')}</span> : null}
            {summary.tone ? <span className="cb-summary__pages">Tone: {summary.tone}</span> : null}
          </dd>
        </div>
      ) : null}
      {requested.length ? (
        <div>
          <dt>What You Asked For</dt>
          <dd>
            <ul className="cb-requested">
              {requested.map((line) => (
                <li key={`${line.status}-${line.label}`} className={`cb-requested__item cb-requested__item--${line.status}`}>
                  <span className="cb-requested__label">{line.label}</span>{' '}
                  <Badge variant={line.status === 'not-included' ? 'outline' : 'secondary'}>{STATUS_TEXT[line.status]}</Badge>
                  {line.reason ? <span className="cb-requested__reason">{line.reason}</span> : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {summary.languages?.length ? (
        <div>
          <dt>Languages</dt>
          <dd>{summary.languages.join(', ')}</dd>
        </div>
      ) : null}
      {summary.excludedPages?.length ? (
        <div>
          <dt>Pages Left Out</dt>
          <dd>{summary.excludedPages.join(', ')} (as you asked)</dd>
        </div>
      ) : null}
      {summary.contentProvided?.length ? (
        <div>
          <dt>You Provide</dt>
          <dd>{summary.contentProvided.join(', ')}</dd>
        </div>
      ) : null}
      {summary.deadline ? (
        <div>
          <dt>Your Deadline</dt>
          <dd className={summary.deadline.met ? 'cb-summary__sentence' : 'cb-summary__sentence cb-summary__warning'}>
            {summary.deadline.text}
          </dd>
        </div>
      ) : null}
      {summary.budget ? (
        <div>
          <dt>Your Budget</dt>
          <dd className={summary.budget.within ? 'cb-summary__sentence' : 'cb-summary__sentence cb-summary__warning'}>
            {summary.budget.text}
          </dd>
        </div>
      ) : null}
    </>
  );
}
