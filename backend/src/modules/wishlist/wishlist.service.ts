import { Injectable } from '@nestjs/common';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES, type Wishlist, type WishlistIds } from '@tm/contracts/wishlist';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { readDate } from '../../database/sql-dialect';
import { parseUuid } from '../../common/uuid';
import { toTemplateDto } from '../catalog';
import { WishlistRepository } from './wishlist.repository';

/** A customer's wishlist (decision 039): always the session user's own, so no id in a call can reach another's. */
@Injectable()
export class WishlistService {
  constructor(
    private readonly repository: WishlistRepository,
    private readonly clock: ClockService,
  ) {}

  async ids(userId: string): Promise<WishlistIds> {
    return { templateIds: await this.repository.ids(userId) };
  }

  async list(userId: string): Promise<Wishlist> {
    const rows = await this.repository.list(userId);
    return {
      items: rows.map(({ addedAt, ...row }) => ({
        template: toTemplateDto(row, this.clock.now()),
        addedAt: readDate(addedAt).toISOString(),
      })),
    };
  }

  /** Idempotent: adding a template already there changes nothing. 404 for no such template, 409 when full. */
  async add(userId: string, templateId: string): Promise<void> {
    const id = parseUuid(templateId);
    if (!id) throw new ApiError(404, WISHLIST_MESSAGES.notFound);
    const outcome = await this.repository.add(userId, id, this.clock.now(), WISHLIST_LIMITS.maxItems);
    if (outcome === 'missing') throw new ApiError(404, WISHLIST_MESSAGES.notFound);
    if (outcome === 'full') throw new ApiError(409, WISHLIST_MESSAGES.full);
  }

  /** Idempotent: removing a template that is not there (or an id that is no template) is not an error. */
  async remove(userId: string, templateId: string): Promise<void> {
    const id = parseUuid(templateId);
    if (id) await this.repository.remove(userId, id);
  }
}
