import { paletteText, type PlatformReadmeParts } from '../common/readme-parts';

/** A marketing kit's README parts: what to do with each kind of file it holds. */
export const marketingKitReadme: PlatformReadmeParts = {
  installation: (guide) => `### Using the files

${[
  guide.entries.some((e) => e.path.startsWith('emails/'))
    ? `- **Emails**: paste or import the HTML into your email tool (Mailchimp, Brevo, Klaviyo…). Upload \`images/email-header.png\` to its image library and put that address in place of \`images/email-header.png\`; replace the \`https://example.com/\` links, and the Unsubscribe link with your tool's unsubscribe tag.`
    : '',
  guide.entries.some((e) => /^images\/(instagram|link-preview|x-header)/.test(e.path))
    ? '- **Social images**: upload each PNG where its size belongs (listed above).'
    : '',
  guide.entries.some((e) => e.path.startsWith('images/banner-'))
    ? '- **Banners**: upload the PNGs to your ad network; each is one of the standard IAB sizes.'
    : '',
  guide.entries.some((e) => e.path.startsWith('print/'))
    ? '- **Print**: send the PDF in `print/` to your printer as it is: A4 with 3 mm bleed on every side; the trim box marks where it is cut.'
    : '',
  '- **Editing**: open the SVG files in `source/` in Figma, Illustrator or Inkscape, change the words or colours, and export PNG at the same size.',
]
  .filter(Boolean)
  .join('\n')}`,
  tips: (_guide, design) => `- **Colours** – ${paletteText(design)}.
- **Fonts** – the SVG sources use the design's font (${design?.font ?? ''}); the PNG and PDF files use Inter (SIL Open Font License), embedded in the PDF.`,
};
