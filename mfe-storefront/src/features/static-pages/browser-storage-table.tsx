import { BROWSER_STORAGE, type BrowserStorageKind } from '@tm/contracts/privacy';

const KIND_LABEL: Record<BrowserStorageKind, string> = {
  cookie: 'Cookie',
  'local storage': 'Local storage',
  'session storage': 'Session storage',
};

/**
 * The privacy page's list of every cookie the server sets and every key the pages keep in the browser's
 * storage, with how long each lasts: the registry the server sets its cookies from (decision 083).
 */
export function BrowserStorageTable() {
  return (
    <>
      <h2 id="privacy-device">Cookies and storage on your device</h2>
      <p>
        Our server sets only the cookies below, to keep you signed in safely, and our pages keep a few things in your browser’s storage so
        that what you were doing survives a reload or a sign-in. That is all: no advertising, analytics or tracking cookies, and none from
        other companies on our pages, so we do not ask for your consent. Each is needed for something you asked for, and what is in the
        storage leaves your device only as part of a request you make.
      </p>
      <div className="sp-table-scroll">
        <table className="sp-table--stacked" aria-labelledby="privacy-device">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Why</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {BROWSER_STORAGE.map((entry) => (
              <tr key={`${entry.kind}:${entry.name}`}>
                <th scope="row">
                  <code>{entry.name}</code>
                </th>
                <td data-label="Kind">{KIND_LABEL[entry.kind]}</td>
                <td data-label="Why">{entry.purpose}</td>
                <td data-label="How long">{entry.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
