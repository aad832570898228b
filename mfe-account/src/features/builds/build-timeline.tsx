import type { BuildEvent } from '@tm/contracts/studio-desk.schemas';
import { Card, formatLongDate } from '@tm/platform';

/** What happened to the build, oldest first. */
export function BuildTimeline({ events }: { events: BuildEvent[] }) {
  return (
    <Card aria-label="Timeline" title="Timeline">
      <ol className="build-list build-timeline">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatLongDate(event.at)}</time> <span>{event.text}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
