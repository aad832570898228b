import { Injectable, OnModuleInit } from '@nestjs/common';
import { GENERATED_IMAGES_PREFIX } from '@tm/catalog-generator';
import { PublicFileFallbacksService } from '../../infrastructure/storage';
import { PreviewsService } from './previews.service';

/** Serves generated images that were never written to disk (seeded with --no-images) by drawing them. */
@Injectable()
export class GeneratedImagesFallbackService implements OnModuleInit {
  constructor(
    private readonly fallbacks: PublicFileFallbacksService,
    private readonly previews: PreviewsService,
  ) {}

  onModuleInit(): void {
    this.fallbacks.register({ prefix: GENERATED_IMAGES_PREFIX, render: (path) => this.previews.renderGeneratedImage(path) });
  }
}
