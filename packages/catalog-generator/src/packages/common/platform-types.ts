// The types of a platform package: which platform, what it is called, what it runs on, and its files.
import type { PlatformFacts } from '@tm/contracts/platforms';
import type { PreviewSource } from '../../content/page-types';
import type { PackageFile } from '../package-file';

export type { PackagePlatform as PlatformKind } from '@tm/contracts/platforms';

/** What a package is made from: a template with a design (a draft or a stored row). */
export type PackageSource = PreviewSource & { screenshots: readonly string[] };

export interface PackageOptions {
  /** The shop's public origin, for the Theme URI / Plugin URI / Author URI headers. */
  siteUrl?: string;
  /** The shop's support address (a Ghost theme's package.json needs an author email). */
  supportEmail?: string;
}

/** A main file of a package and what it is for (the README lists them). */
export interface PackageEntry {
  path: string;
  what: string;
}

/**
 * A platform package: what it is (platform, label, compatibility and, for a design to port, a note:
 * the facts the detail page shows, from @tm/contracts/platforms) and its files.
 */
export interface PlatformPackage extends PlatformFacts, PackageBody {}

/** What a platform's builder makes: its files, where they sit, and the main ones described. */
export interface PackageBody {
  /**
   * The folder its files sit in inside the ZIP ('' for the root). A WordPress theme or plugin is one
   * folder named by its slug, so the ZIP uploads as it is; README.md and LICENSE go in that folder too.
   */
  folder: string;
  /** Every file, by its path inside the ZIP (folder included). */
  files: PackageFile[];
  /** The main files, by their path inside `folder`, for the README. */
  contents: PackageEntry[];
}
