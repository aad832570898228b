import {
  CUSTOM_BUILD_DELIVERY,
  CUSTOM_BUILD_FEATURES,
  CUSTOM_BUILD_LIMITS,
  CUSTOM_BUILD_TIMELINES,
  platformNote,
} from '@tm/contracts/custom-build';
import type { ChatReply, CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import type { TOPICS } from '@tm/contracts/custom-build.schemas';
import { pagesOf } from '../pricing';
import { extract } from './extract';
import { replyLanguage, WORKS_IN_ENGLISH } from './reply-language';

type Topic = (typeof TOPICS)[number];

/** One question per topic still open, in this order. None of them holds a summary trigger phrase. */
export const QUESTIONS: Record<Topic, string> = {
  business:
    'What kind of business or project is the website for, and what does it do? For example a bakery, a law firm, a dental practice or an online shop.',
  features:
    'Which pages and features do you need? For example: online booking, an online store, a blog, a photo gallery, a contact form or a newsletter signup.',
  design: 'How should it look? Tell me colours or a style you like, for example modern, minimal, elegant or playful.',
  timeline: `When do you need the site: within 3 days, in 1-2 weeks, or later? Whatever you choose, it is ${CUSTOM_BUILD_DELIVERY.short.toLowerCase()}.`,
};

export const ENOUGH =
  'Thanks, I have everything I need. Based on what you have told me I can prepare your build summary with a fixed price. Would you like me to generate it? You can also keep adding details.';
/** The closing line when nothing about the business or its pages is known: still a way forward, never a refusal. */
export const ENOUGH_WITH_LITTLE =
  'I can prepare a summary with what I know so far: a three-page site (Home, About, Contact) for your business. Tell me what your business does and what the site should offer to make it yours, or generate the summary now.';
export const PRICE_ANSWER =
  'The price is calculated from your requirements when the summary is generated: a base for the home page and design, hours for each extra page and each feature, at our hourly rate. The summary shows every part.';
/** A message the consultant found nothing in ("I need a website", "hello"): a question follows, never a refusal. */
export const NOTHING_YET = 'Happy to help you plan your website. A few questions will get us there.';

const PRICE_TALK = /\b(price|cost|costs|how much|budget|cheap|discount|free|quote)\b|\$\s?\d/i;

/**
 * The consultant without a model (the default): reads the message (extract), adds what it found to
 * the requirements, says what it understood and asks about the next topic still open. Each topic is
 * asked once; when every topic is known or was asked, it says it has enough (shouldGenerateSummary).
 * It never repeats the visitor's words as instructions and never speaks of a price figure.
 */
export function offlineReply(message: string, current: CustomBuildRequirements): ChatReply {
  const found = extract(message);
  const next: CustomBuildRequirements = {
    businessType: found.businessType ?? current.businessType,
    pages: unique([...current.pages, ...found.pages]).slice(0, CUSTOM_BUILD_LIMITS.maxPages),
    pageCount: found.pageCount ?? current.pageCount,
    features: unique([...current.features.filter((f) => !found.declined.includes(f)), ...found.features]),
    designPreferences: unique([...current.designPreferences, ...found.designPreferences]).slice(-8),
    timeline: found.timeline ?? current.timeline,
    platform: found.platform ?? current.platform,
    asked: [...current.asked],
  };

  const said: string[] = [];
  const language = replyLanguage(message);
  if (language !== 'en') said.push(WORKS_IN_ENGLISH[language]);
  const before = said.length;
  if (found.businessType && found.businessType !== current.businessType)
    said.push(`Great, a website for your ${found.businessType.toLowerCase()}.`);
  const added = found.features.filter((f) => !current.features.includes(f));
  if (added.length) said.push(`I've noted: ${added.map((f) => CUSTOM_BUILD_FEATURES[f]).join(', ')}.`);
  const removed = current.features.filter((f) => found.declined.includes(f));
  if (removed.length) said.push(`I've taken out: ${removed.map((f) => CUSTOM_BUILD_FEATURES[f]).join(', ')}.`);
  if (found.pages.length || found.pageCount !== null || added.some((f) => f !== 'seo'))
    said.push(`Pages so far: ${pagesOf(next).join(', ')}.`);
  const newLooks = found.designPreferences.filter((d) => !current.designPreferences.includes(d));
  if (newLooks.length) said.push(`For the look: ${newLooks.join(', ')}.`);
  if (found.timeline && found.timeline !== current.timeline) said.push(`Timeline: ${CUSTOM_BUILD_TIMELINES[found.timeline]}.`);
  if (found.platform && found.platform !== current.platform) said.push(platformNote(found.platform));
  if (PRICE_TALK.test(message)) said.push(PRICE_ANSWER);
  else if (said.length === before) said.push(NOTHING_YET);

  const topic = openTopic(next);
  if (topic) {
    said.push(QUESTIONS[topic]);
    next.asked.push(topic);
  } else {
    said.push(next.businessType === null && next.features.length === 0 && next.pages.length === 0 ? ENOUGH_WITH_LITTLE : ENOUGH);
  }
  return { message: said.join(' '), updatedRequirements: next, shouldGenerateSummary: topic === null };
}

/** The first topic neither known nor asked about. */
function openTopic(r: CustomBuildRequirements): Topic | null {
  const known: Record<Topic, boolean> = {
    business: r.businessType !== null,
    features: r.features.length > 0 || r.pages.length > 0 || r.pageCount !== null,
    design: r.designPreferences.length > 0,
    timeline: r.timeline !== null,
  };
  return (['business', 'features', 'design', 'timeline'] as const).find((t) => !known[t] && !r.asked.includes(t)) ?? null;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
