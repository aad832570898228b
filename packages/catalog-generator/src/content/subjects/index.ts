// Every subject by id, completed with its family's defaults.
import { BUSINESS_SUBJECTS } from './business';
import { CREATIVE_SUBJECTS } from './creative';
import { EVENT_SUBJECTS } from './events';
import { FAMILY_DEFAULTS } from './families';
import { FOOD_SUBJECTS } from './food';
import { GOODS_SUBJECTS } from './goods';
import { HEALTH_SUBJECTS } from './health';
import { LEARNING_SUBJECTS } from './learning';
import { MARKETING_SUBJECTS } from './marketing';
import { PLATFORM_SUBJECTS } from './platforms';
import { PUBLICATION_SUBJECTS } from './publications';
import type { Subject, SubjectEntry } from './subject-types';
import { TECH_SUBJECTS } from './tech';
import { TRADE_SUBJECTS } from './trades';

const ENTRIES: SubjectEntry[] = [
  ...FOOD_SUBJECTS,
  ...GOODS_SUBJECTS,
  ...BUSINESS_SUBJECTS,
  ...TRADE_SUBJECTS,
  ...HEALTH_SUBJECTS,
  ...LEARNING_SUBJECTS,
  ...CREATIVE_SUBJECTS,
  ...EVENT_SUBJECTS,
  ...TECH_SUBJECTS,
  ...PUBLICATION_SUBJECTS,
  ...PLATFORM_SUBJECTS,
  ...MARKETING_SUBJECTS,
];

export const SUBJECTS: Readonly<Record<string, Subject>> = Object.fromEntries(
  ENTRIES.map((entry) => {
    const defaults = FAMILY_DEFAULTS[entry.family];
    const given = Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined));
    return [entry.id, { ...defaults, ...given } as Subject];
  }),
);

export type { Subject } from './subject-types';
