// Where a generated template's preview and screenshots are stored: generated-images/<slug>/.

export const GENERATED_IMAGES_PREFIX = 'generated-images/';

export function generatedImagePaths(slug: string, screenshots: number): { previewImage: string; screenshots: string[] } {
  return {
    previewImage: `${GENERATED_IMAGES_PREFIX}${slug}/preview.svg`,
    screenshots: Array.from({ length: screenshots }, (_, i) => `${GENERATED_IMAGES_PREFIX}${slug}/screenshot-${i + 1}.svg`),
  };
}
