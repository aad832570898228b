import { paletteText, type PlatformReadmeParts } from '../common/readme-parts';

/** An HTML site's README parts (also the design to port for a store platform without a native theme). */
export const htmlSiteReadme: PlatformReadmeParts = {
  installation: (guide) => `### HTML templates

1. Unzip the package on your computer and open \`index.html\` in a browser to check it.
2. Upload every file and folder, keeping the folder structure, to the public folder of your web
   host (often \`public_html\` or \`www\`) with FTP or your host's file manager, or drop the folder
   onto any static hosting service.
3. Visit your domain: \`index.html\` is served as the home page.${
    guide.note
      ? `

### Building your store theme from it

${guide.note} No installable theme is generated for this platform: rebuild the design in its theme
system, taking the pages from \`designs.html\` and the colours and font below.`
      : ''
  }`,
  tips: (_guide, design) => `- **Colours** – the palette is a set of CSS variables at the top of \`index.html\`
  (\`:root { --primary: …; }\`): ${paletteText(design)}.
  Change a variable and every button, link and section that uses it follows.
- **Fonts** – the \`font-family\` of \`body\`: ${design?.font ?? ''}.
- **Pictures** – the photo placeholders are \`<div class="ph">\` blocks; replace one with
  \`<img src="assets/images/your-photo.jpg" alt="…">\`.
- **Sections** – each \`<section>\` is self-contained: reorder, duplicate or delete them freely.`,
};
