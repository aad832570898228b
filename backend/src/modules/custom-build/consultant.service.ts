import { Injectable, Logger } from '@nestjs/common';
import { CUSTOM_BUILD_LIMITS, CUSTOM_BUILD_MESSAGES } from '@tm/contracts/custom-build';
import type { ChatMessage, ChatReply, CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { AiConsultantService } from './ai/ai-consultant';
import { DeliveryTermsService } from './delivery-terms.service';
import type { ConsultantTerms } from './offline/answers';
import { offlineReply } from './offline/offline-consultant';

export interface ChatInput {
  message: string;
  conversationHistory: ChatMessage[];
  currentRequirements: CustomBuildRequirements | null;
}

/**
 * POST /api/custom-build/chat: the model answers when one is configured and the conversation is
 * within its token budget; on any failure, or without a key, the offline consultant does.
 */
@Injectable()
export class ConsultantService {
  private readonly logger = new Logger('CustomBuild');

  constructor(
    private readonly ai: AiConsultantService,
    private readonly delivery: DeliveryTermsService,
    private readonly clock: ClockService,
  ) {}

  /** The owner's lead time and rounds (decision 093), which the direct answers and the deadline comparison use (decision 094). */
  private async terms(): Promise<ConsultantTerms> {
    const settings = await this.delivery.settings();
    return { ...settings, now: this.clock.now() };
  }

  async reply(input: ChatInput): Promise<ChatReply> {
    const turns = input.conversationHistory.filter((entry) => entry.role === 'user').length;
    if (turns >= CUSTOM_BUILD_LIMITS.maxTurns) throw new ApiError(400, CUSTOM_BUILD_MESSAGES.conversationTooLong);
    const current = input.currentRequirements ?? CustomBuildRequirementsSchema.parse({});
    const terms = await this.terms();
    if (this.ai.enabled) {
      const tokens = this.ai.conversationTokens(input.conversationHistory, input.message);
      if (tokens <= CUSTOM_BUILD_LIMITS.tokenBudget) {
        try {
          return await this.ai.reply(input.message, input.conversationHistory, current, terms);
        } catch (error) {
          this.logger.warn(`The model's answer was not used (${(error as Error).message.slice(0, 200)}); the offline consultant answered`);
        }
      } else {
        this.logger.log(
          `A conversation passed its token budget (${tokens} > ${CUSTOM_BUILD_LIMITS.tokenBudget}); the offline consultant answers it`,
        );
      }
    }
    const earlier = input.conversationHistory.filter((entry) => entry.role === 'user').map((entry) => entry.content);
    return offlineReply(input.message, current, terms, earlier);
  }
}
