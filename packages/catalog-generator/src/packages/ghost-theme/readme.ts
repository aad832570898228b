import { paletteText, type PlatformReadmeParts } from '../common/readme-parts';

/** A Ghost theme's README parts. */
export const ghostThemeReadme: PlatformReadmeParts = {
  installation: () => `### Ghost theme

1. In Ghost Admin, go to **Settings → Design → Change theme → Upload theme**.
2. Choose this ZIP as you downloaded it, then **Activate**.
3. In **Settings → Design → Customize**, set the home page title, text and button label (the theme's settings), your logo and accent colour.`,
  tips: (
    _guide,
    design,
  ) => `- **Colours** – CSS variables at the top of \`assets/css/screen.css\` (${paletteText(design)}); the accent colour set in Ghost replaces the link and button colour.
- **Fonts** – \`--font-body\` in \`assets/css/screen.css\`: ${design?.font ?? ''} (a font chosen in **Settings → Design** replaces it).`,
};
