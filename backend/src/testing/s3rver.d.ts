/** The part of s3rver (which ships no types) that tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address: string; port: number; silent: boolean; directory: string; configureBuckets: Array<{ name: string }> });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
