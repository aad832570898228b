import { PUBLISH_REQUIREMENTS, type PublishRequirement } from '@tm/contracts/listings';
import { publishNeeds } from './listings-api';

const REQUIREMENTS = Object.keys(PUBLISH_REQUIREMENTS) as PublishRequirement[];

/**
 * What publishing needs, as the server last said (`publishMissing`): one line naming what is still to
 * add, then every requirement ticked or not. A generated listing's images are drawn and its package is
 * made on request, so the server asks it for neither; those lines are then left out.
 */
export function PublishChecklist({
  missing,
  generated,
  live,
}: {
  missing: readonly PublishRequirement[];
  generated: boolean;
  /** Saved as published or unlisted: then it has what it needs rather than being ready for it. */
  live: boolean;
}) {
  // A generated listing has drawn images and a package made on request: the server asks it for neither.
  const shown = REQUIREMENTS.filter(
    (requirement) => !(generated && (requirement === 'image' || requirement === 'zip') && !missing.includes(requirement)),
  );
  return (
    <div className="listing-checklist">
      <p className={missing.length ? 'listing-checklist__summary' : 'listing-checklist__summary listing-checklist__summary--ready'}>
        {missing.length ? publishNeeds(missing) : live ? 'It has everything publishing needs.' : 'Ready to publish.'}
      </p>
      <ul aria-label="Publishing needs">
        {shown.map((requirement) => {
          const done = !missing.includes(requirement);
          return (
            <li key={requirement} className={done ? 'listing-checklist__done' : 'listing-checklist__missing'}>
              <span aria-hidden="true" className="listing-checklist__mark">
                {done ? '✓' : '○'}
              </span>
              <span className="tm-visually-hidden">{done ? 'Done: ' : 'Missing: '}</span>
              {PUBLISH_REQUIREMENTS[requirement]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
