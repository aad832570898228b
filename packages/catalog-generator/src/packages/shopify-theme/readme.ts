import { paletteText, type PlatformReadmeParts } from '../common/readme-parts';

/** A Shopify theme's README parts. */
export const shopifyThemeReadme: PlatformReadmeParts = {
  installation: () => `### Shopify theme

1. In your Shopify admin, go to **Online Store → Themes → Add theme → Upload zip file**.
2. Choose this ZIP as you downloaded it: the theme's folders (\`layout\`, \`templates\`, \`sections\`…) are at its top.
3. Click **Customize** on the uploaded theme to set your colours, font and home page sections, then **Publish** it.`,
  tips: (_guide, design) => `- **Colours and font** – **Customize → Theme settings** (${paletteText(design)}; ${design?.font ?? ''}).
- **Home page** – add, remove and reorder its sections in **Customize**.`,
};
