import { Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { CONTROL_CHARACTERS } from '@tm/contracts/plain-text';
import { platformFacts } from '@tm/contracts/platforms';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import type { TemplateDraft } from '../../catalog';
import { errorMessage } from '../../../common/errors';

/** Templates per request to the model. */
export const AI_CHUNK = 20;

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !CONTROL_CHARACTERS.test(v) && !/[<>]/.test(v), 'plain text only');

/**
 * One template's texts as the model must answer them; checked again here whatever the server says it
 * enforced. No features: a listing's features are what its package holds (decision 053), so the
 * generator's stay.
 */
const AiTextsSchema = z.object({
  ref: z.number().int(),
  name: text(3, 120),
  description: text(40, 1_000),
});
export const AiAnswerSchema = z.object({ templates: z.array(AiTextsSchema).max(AI_CHUNK) });
type AiTexts = z.infer<typeof AiTextsSchema>;

/** Fixed: the model writes shop copy for the listed templates and nothing else; no secret is in it. */
const SYSTEM_PROMPT = [
  'You write product listings for a marketplace of website templates (themes, plugins, HTML sites, marketing kits).',
  'For each template in the JSON you receive, write a short product name and a description of two or three sentences.',
  'Keep each template in its category and subcategory. Its features and package are exactly what its download holds:',
  'describe only those, and name no other platform, page builder, framework, file or page count.',
  'never invent sales figures, ratings, reviews, awards or customers. Plain text only, no HTML or markdown.',
  'Answer with the same ref for each template.',
].join(' ');

export interface AiOutcome {
  drafts: TemplateDraft[];
  /** How many of the drafts the model wrote. */
  written: number;
  /** Why some were not, for the job's record; empty when all were. */
  problems: string[];
}

/**
 * The useAI path of bulk generation (decision 034): the model rewrites the generator's names,
 * descriptions (never the features: decision 053), AI_CHUNK templates per request, its answer validated with zod (as the
 * structured output's schema and again here). Any failure (no answer in time, an HTTP error, an
 * answer that is not valid) leaves the generator's texts for the templates concerned.
 */
@Injectable()
export class AiTemplateTextsService {
  private readonly logger = new Logger('Generation');
  private readonly client: OpenAI | undefined;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    const openai = config.openai;
    this.client = openai
      ? new OpenAI({ apiKey: openai.apiKey, baseURL: openai.baseUrl, timeout: openai.timeoutMs, maxRetries: 1 })
      : undefined;
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  async rewrite(drafts: TemplateDraft[], slugOf: (name: string, draft: TemplateDraft) => string): Promise<AiOutcome> {
    const out: TemplateDraft[] = [];
    const problems: string[] = [];
    let written = 0;
    for (let start = 0; start < drafts.length; start += AI_CHUNK) {
      const chunk = drafts.slice(start, start + AI_CHUNK);
      let answers = new Map<number, AiTexts>();
      try {
        answers = await this.ask(chunk);
      } catch (error) {
        const reason = errorMessage(error);
        problems.push(`The model did not write ${chunk.length} templates (${reason.slice(0, 200)}); the generator did`);
        this.logger.warn(`AI texts for ${chunk.length} templates failed: ${reason}`);
      }
      let missing = 0;
      chunk.forEach((draft, i) => {
        const texts = answers.get(i);
        if (!texts || namesOtherTools(texts, draft)) {
          missing += 1;
          out.push(draft);
          return;
        }
        written += 1;
        out.push({ ...draft, name: texts.name, slug: slugOf(texts.name, draft), description: texts.description });
      });
      if (missing > 0 && answers.size > 0)
        problems.push(`The model's answer left out or spoiled ${missing} of ${chunk.length} templates; the generator wrote them`);
    }
    return { drafts: out, written, problems };
  }

  /** One request; the valid entries by ref (an invalid entry is left out, the rest kept). */
  private async ask(chunk: TemplateDraft[]): Promise<Map<number, AiTexts>> {
    const listing = chunk.map((d, ref) => ({
      ref,
      category: d.category,
      subcategory: d.subcategory,
      package: platformFacts(d.category, d.subcategory).label,
      workingName: d.name,
      features: d.features,
    }));
    const completion = await this.client!.chat.completions.create({
      model: this.config.openai!.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify({ templates: listing }) },
      ],
      response_format: zodResponseFormat(AiAnswerSchema, 'template_texts'),
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('an empty answer');
    let raw: unknown;
    try {
      raw = JSON.parse(content);
    } catch {
      throw new Error('an answer that is not JSON');
    }
    const list = (raw as { templates?: unknown })?.templates;
    if (!Array.isArray(list)) throw new Error('an answer without a templates list');
    const valid = new Map<number, AiTexts>();
    for (const entry of list) {
      const parsed = AiTextsSchema.safeParse(entry);
      if (parsed.success && parsed.data.ref >= 0 && parsed.data.ref < chunk.length && !valid.has(parsed.data.ref))
        valid.set(parsed.data.ref, parsed.data);
    }
    return valid;
  }
}

/** Platforms, builders and frameworks a listing may name only when its package is made for them. */
const TOOL_NAMES =
  /\b(wordpress|woocommerce|shopify|ghost|bigcommerce|magento|opencart|prestashop|elementor|divi|webflow|wix|squarespace|joomla|drupal|react|vue|angular|tailwind|bootstrap|figma|sketch|photoshop|canva)\b/gi;

/** The model's texts name a tool the generator's own texts do not: its answer is not used for that template. */
function namesOtherTools(texts: AiTexts, draft: TemplateDraft): boolean {
  const allowed = new Set(
    [draft.name, draft.description, ...draft.features, platformFacts(draft.category, draft.subcategory).label]
      .join(' ')
      .toLowerCase()
      .match(TOOL_NAMES) ?? [],
  );
  return (`${texts.name} ${texts.description}`.toLowerCase().match(TOOL_NAMES) ?? []).some((tool) => !allowed.has(tool));
}
