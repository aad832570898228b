// The marketing kit of a template: the assets its subcategory names (emails, social images, banners, a flyer or a brochure), PNG or PDF plus editable SVG.
import { pageContentFor } from '../../content/page-content';
import type { PageContent } from '../../content/page-types';
import type { PackageEntry, PackageSource, PackageBody } from '../common/platform-types';
import { svgToPng } from '../common/raster';
import { AUTHOR } from '../common/text';
import type { PackageFile } from '../package-file';
import { artboardScene, BANNER_SIZES, EMAIL_HEADER, SOCIAL_SIZES, type Artboard } from './artboards';
import { campaignEmail, newsletterEmail, welcomeEmail } from './email';
import { scenesPdf } from './pdf';
import { brochureScenes, flyerScene, PRINT_FORMAT } from './print';
import { sceneSvg, type Scene } from './scene';

interface Kit {
  files: PackageFile[];
  contents: PackageEntry[];
}

/** A picture as PNG (when PNGs can be made here) and as its editable SVG source. */
function picture(c: PageContent, name: string, scene: Scene, purpose: string, kit: Kit, zoom = 1): void {
  const svg = sceneSvg(scene, c.design.font, `${c.brand} — ${purpose}`);
  const png = svgToPng(svg, zoom);
  const size = `${Math.round(scene.width * zoom)}×${Math.round(scene.height * zoom)} px`;
  if (png) {
    kit.files.push({ name: `images/${name}.png`, content: png });
    kit.contents.push({ path: `images/${name}.png`, what: `${purpose}, ${size}` });
  }
  kit.files.push({ name: `source/${name}.svg`, content: svg });
  kit.contents.push({
    path: `source/${name}.svg`,
    what: `editable source of ${png ? `images/${name}.png` : `the ${purpose}`} (SVG, opens in Illustrator, Figma, Inkscape)`,
  });
}

function boards(c: PageContent, sizes: readonly Artboard[], kit: Kit): void {
  for (const board of sizes) picture(c, board.file, artboardScene(c, board), board.purpose, kit);
}

async function print(c: PageContent, name: 'flyer' | 'brochure', scenes: Scene[], kit: Kit): Promise<void> {
  const pdf = await scenesPdf(scenes, { title: `${c.brand} ${name}`, author: AUTHOR, subject: c.tagline });
  if (pdf) {
    kit.files.push({ name: `print/${name}.pdf`, content: pdf });
    kit.contents.push({ path: `print/${name}.pdf`, what: `print-ready ${name}: ${PRINT_FORMAT}` });
  }
  scenes.forEach((scene, i) => {
    const page = scenes.length > 1 ? `${name}-page-${i + 1}` : name;
    picture(c, page, scene, `${name}${scenes.length > 1 ? ` page ${i + 1}` : ''} preview`, kit, 2);
  });
}

function emails(c: PageContent, list: Array<[string, string, string]>, kit: Kit): void {
  for (const [file, html, purpose] of list) {
    kit.files.push({ name: `emails/${file}.html`, content: html });
    kit.contents.push({
      path: `emails/${file}.html`,
      what: `${purpose}: responsive HTML email, 600 px table layout, inline CSS, with a preheader`,
    });
  }
  picture(c, EMAIL_HEADER.file, artboardScene(c, EMAIL_HEADER), EMAIL_HEADER.purpose, kit);
}

export async function marketingKitPackage(template: PackageSource): Promise<PackageBody> {
  const c = pageContentFor(template);
  const kit: Kit = { files: [], contents: [] };
  switch (template.subcategory) {
    case 'email-marketing':
      emails(
        c,
        [
          ['campaign', campaignEmail(c), 'campaign email'],
          ['welcome', welcomeEmail(c), 'welcome email'],
        ],
        kit,
      );
      break;
    case 'newsletters':
      emails(
        c,
        [
          ['newsletter', newsletterEmail(c), 'newsletter issue'],
          ['welcome', welcomeEmail(c), 'welcome email for new subscribers'],
        ],
        kit,
      );
      break;
    case 'banners':
      boards(c, BANNER_SIZES, kit);
      break;
    case 'flyers':
      await print(c, 'flyer', [flyerScene(c)], kit);
      break;
    case 'brochures':
      await print(c, 'brochure', brochureScenes(c), kit);
      break;
    default:
      boards(c, SOCIAL_SIZES, kit);
  }
  return {
    folder: '',
    files: kit.files,
    contents: kit.contents,
  };
}
