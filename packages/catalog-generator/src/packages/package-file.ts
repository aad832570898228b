// PackageFile: one file of a download package, by its path inside the package.

/** A file of a package, by its path inside the package. */
export interface PackageFile {
  name: string;
  content: string | Buffer;
}
