import { paletteText, zipNote, type PlatformReadmeParts } from '../common/readme-parts';

/** A WordPress block theme's README parts. */
export const wordpressThemeReadme: PlatformReadmeParts = {
  installation: (guide) => `### WordPress theme

1. In your WordPress dashboard, go to **Appearance → Themes → Add New → Upload Theme**.
2. Choose this ZIP as you downloaded it (it holds the theme folder \`${guide.folder}\`) and click **Install Now**.${zipNote(guide.folder)}
3. Click **Activate**, then open **Appearance → Editor** to change templates, patterns and styles.${
    guide.compatibility.some((c) => c.startsWith('WooCommerce'))
      ? `\n4. Install and activate **WooCommerce** (Plugins → Add New): the theme's product, shop, cart and checkout templates are used as soon as it runs.`
      : ''
  }`,
  tips: (
    _guide,
    design,
  ) => `- **Colours** – the palette of \`theme.json\` (${paletteText(design)}); change them in **Appearance → Editor → Styles → Colors**.
- **Fonts** – the font family of \`theme.json\`: ${design?.font ?? ''}.
- **Sections** – the home page is made of the theme's patterns: insert them on any page from the block inserter (Patterns).`,
};
