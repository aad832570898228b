// The platform packages' entry: platformPackage and its types (the catalog generator's index.ts re-exports them).
export { platformPackage } from './platform-package';
export type { PackageEntry, PackageOptions, PackageSource, PlatformKind, PlatformPackage } from './common/platform-types';
export { README_PARTS } from './readme-parts';
export type { PackageGuide, PlatformReadmeParts, ReadmeDesign } from './common/readme-parts';
