// What a platform package's README says that only its platform knows: how to install it and how to make
// it yours. Each platform's parts sit in its own folder, beside the package they describe.
import type { PackagePlatform } from '@tm/contracts/platforms';

/** What the README needs of a platform package. */
export interface PackageGuide {
  platform: PackagePlatform;
  label: string;
  compatibility: readonly string[];
  /** Said where a buyer could expect more (an HTML design for a store platform without a native theme). */
  note?: string;
  /** The folder its files sit in inside the ZIP ('' for the root). */
  folder: string;
  /** The main files, by their path inside the folder, and what each is for. */
  entries: ReadonlyArray<{ path: string; what: string }>;
}

/** The design's colours and font, for the customisation tips (generated packages). */
export type ReadmeDesign = { palette: Record<string, string>; font: string } | undefined;

export interface PlatformReadmeParts {
  /** How to install it, as numbered steps under their heading. */
  installation(guide: PackageGuide): string;
  /** The customisation tips, as a list. */
  tips(guide: PackageGuide, design: ReadmeDesign): string;
}

/** The palette as the tips name it. */
export const paletteText = (design: ReadmeDesign) =>
  design
    ? `primary ${design.palette.primary}, secondary ${design.palette.secondary}, accent ${design.palette.accent}, background ${design.palette.background}, text ${design.palette.text}`
    : '';

/** For a package inside a folder: an all-items order ZIP holds that folder, which is zipped on its own first. */
export const zipNote = (folder: string) =>
  folder ? ` If it came inside an all-items order ZIP, zip the \`${folder}\` folder on its own first.` : '';
