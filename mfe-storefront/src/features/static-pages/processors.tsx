import useSWR from 'swr';
import type { PrivacyFacts } from '@tm/contracts/privacy.schemas';
import { SITE_API } from '@tm/contracts/site';
import { getJson } from '@tm/platform';

/**
 * The privacy page's "Who processes it for us": the companies this install is configured to send
 * personal data to (GET /api/site/privacy, decision 083), in the page's HTML when the server renders it.
 */
export function Processors() {
  const { data, error } = useSWR<PrivacyFacts, Error>(SITE_API.privacy, getJson);
  return (
    <>
      <h2 id="privacy-processors">Who processes it for us</h2>
      {data ? (
        <ProcessorList facts={data} />
      ) : error ? (
        <p>The list of the companies we work with could not be loaded just now. Reload the page, or ask us at the address above.</p>
      ) : (
        <p>Loading the list of the companies we work with…</p>
      )}
      <p>We give your data to authorities only when the law requires us to.</p>
    </>
  );
}

function ProcessorList({ facts }: { facts: PrivacyFacts }) {
  const kept = facts.filesOnOwnServer
    ? 'Everything else, the files we keep included, stays on our own servers'
    : 'Everything else stays on our own servers';
  if (facts.processors.length === 0) {
    return (
      <p>
        No other company receives your data from this shop. It stays on our own servers, which the company that hosts them keeps for us,
        only to run the shop.
      </p>
    );
  }
  return (
    <>
      <p>
        These companies receive part of your data to do a job for us, and may use it only for that job. {kept}, which the company that hosts
        them keeps for us, only to run the shop.
      </p>
      <div className="sp-table-scroll">
        <table className="sp-table--stacked" aria-labelledby="privacy-processors">
          <thead>
            <tr>
              <th scope="col">Who</th>
              <th scope="col">What they do</th>
              <th scope="col">What they receive</th>
            </tr>
          </thead>
          <tbody>
            {facts.processors.map((processor) => (
              <tr key={processor.kind}>
                <th scope="row">{processor.name}</th>
                <td data-label="What they do">{processor.purpose}</td>
                <td data-label="What they receive">{processor.data}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
