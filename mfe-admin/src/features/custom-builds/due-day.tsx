import { readableDay } from '@tm/contracts/custom-build-delivery';

/** The finished site's due day ('YYYY-MM-DD' in the shop's zone), or a dash for builds sold before it was kept. */
export function DueDay({ day }: { day: string | null }) {
  return day ? <time dateTime={day}>{readableDay(day)}</time> : <>—</>;
}
