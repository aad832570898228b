import { platformNote } from '@tm/contracts/custom-build';
import type { ChatReply, CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import type { TOPICS } from '@tm/contracts/custom-build.schemas';
import { DEFAULT_TERMS, PRICE_ANSWER_TEXT, type ConsultantTerms } from './answers';
import { asksForSummary, questionsOf } from './intents';
import { ENGLISH, SPANISH } from './replies';
import { conversationLanguage, WORKS_IN_ENGLISH } from './reply-language';
import { applyReading, readMessage } from './update';

type Topic = (typeof TOPICS)[number];

/** One question per topic still open, in this order. None of them holds a summary trigger phrase. */
export const QUESTIONS = ENGLISH.questions;
export const ENOUGH = ENGLISH.enough;
/** The closing line when nothing about the business or its pages is known: still a way forward, never a refusal. */
export const ENOUGH_WITH_LITTLE = ENGLISH.enoughWithLittle;
export const PRICE_ANSWER = PRICE_ANSWER_TEXT;
/** A message the consultant found nothing in ("I need a website", "hello"): a question follows, never a refusal. */
export const NOTHING_YET = ENGLISH.nothingYet;
/** The closing line when the visitor asks for the summary: it holds a summary trigger phrase, and asks nothing. */
export const CLOSING = ENGLISH.closing;

const PRICE_TALK = /\b(price|cost|costs|how much|budget|cheap|discount|free|quote)\b|\$\s?\d/i;

/**
 * The consultant without a model (the default): reads the message (readMessage), adds what it found to
 * the requirements and takes out what the visitor took back, says what it understood, answers the
 * visitor's direct questions from the same facts the summary uses (decision 094), and asks about the
 * next topic still open. Each topic is asked once; when every topic is known or was asked, or the
 * visitor asks for the summary, it says so (shouldGenerateSummary). It never repeats the visitor's
 * words as instructions and never speaks of a price figure.
 */
export function offlineReply(
  message: string,
  current: CustomBuildRequirements,
  terms: ConsultantTerms = DEFAULT_TERMS(),
  earlierVisitorMessages: readonly string[] = [],
): ChatReply {
  const found = readMessage(message);
  const next = applyReading(current, found);

  const said: string[] = [];
  // English and Spanish are spoken; another language gets the sentence saying the consultant answers in English.
  const language = conversationLanguage(message, earlierVisitorMessages);
  const texts = language === 'es' ? SPANISH : ENGLISH;
  if (language !== 'en' && language !== 'es') said.push(WORKS_IN_ENGLISH[language]);
  const before = said.length;
  if (found.businessType && found.businessType !== current.businessType) said.push(texts.business(found.businessType));
  if (found.businessName && found.businessName !== current.businessName) said.push(texts.businessName(found.businessName));
  if (found.location && found.location !== current.location) said.push(texts.location(found.location));
  const newServices = found.services.filter((s) => !current.services.includes(s));
  if (newServices.length) said.push(texts.services(newServices));
  const added = next.features.filter((f) => !current.features.includes(f));
  if (added.length) said.push(texts.noted(added));
  const removed = current.features.filter((f) => !next.features.includes(f));
  if (removed.length) said.push(texts.takenOut(removed));
  const newLanguages = next.languages.filter((l) => !current.languages.includes(l));
  if (newLanguages.length) said.push(texts.languages(next.languages));
  const newRequests = next.requests.filter((r) => !current.requests.some((c) => c.text === r.text && c.reason === r.reason));
  for (const r of newRequests) said.push(texts.request(r));
  const newlyExcluded = next.excludedPages.filter((p) => !current.excludedPages.includes(p));
  if (newlyExcluded.length) said.push(texts.excluded(newlyExcluded));
  if (
    found.pages.length ||
    found.pageCount !== null ||
    newlyExcluded.length ||
    found.addedBackPages.length ||
    added.some((f) => f !== 'seo')
  )
    said.push(texts.pagesSoFar(next));
  const newLooks = found.designPreferences.filter((d) => !current.designPreferences.includes(d));
  if (newLooks.length) said.push(texts.look(newLooks));
  if (found.tone && found.tone !== current.tone) said.push(texts.tone(found.tone));
  if (found.timeline && found.timeline !== current.timeline) said.push(texts.timeline(found.timeline));
  if (found.deadlineDays !== null) said.push(texts.deadline(found.deadlineDays, terms));
  if (found.budgetCents !== null) said.push(texts.budget(found.budgetCents));
  const newContent = found.contentProvided.filter((c) => !current.contentProvided.includes(c));
  if (newContent.length) said.push(texts.content(newContent));
  if (found.platform && found.platform !== current.platform) said.push(platformNote(found.platform));

  const questions = questionsOf(message).filter((q) => !(q === 'delivery' && found.deadlineDays !== null));
  // A demand about the price ("make it $1", "any discount?") gets the price answer too: the formula decides.
  if (PRICE_TALK.test(message) && !questions.includes('price')) questions.push('price');
  for (const question of questions) said.push(texts.answer(question, next, terms));
  const closing = asksForSummary(message);
  if (said.length === before && !closing) said.push(texts.nothingYet);

  if (closing) {
    said.push(texts.closing);
    return { message: said.join(' '), updatedRequirements: next, shouldGenerateSummary: true };
  }
  const topic = openTopic(next);
  if (topic) {
    said.push(texts.questions[topic]);
    next.asked.push(topic);
  } else {
    said.push(next.businessType === null && next.features.length === 0 && next.pages.length === 0 ? texts.enoughWithLittle : texts.enough);
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
