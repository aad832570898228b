import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../infrastructure/storage/drivers/s3.driver';

/** s3rver's fixed key pair: it checks signatures made with it. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server for tests (s3rver: the S3 REST API over a folder), on a free port of
 * 127.0.0.1 with one bucket. MinIO and AWS cannot run here; the SDK speaks to this one as to them.
 */
export class S3TestServer {
  private constructor(
    private readonly server: S3rver,
    readonly port: number,
    readonly bucket: string,
    readonly directory: string,
  ) {}

  static async start(bucket = 'tm-test-files'): Promise<S3TestServer> {
    const directory = mkdtempSync(join(tmpdir(), 'tm-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
    const { port } = await server.run();
    return new S3TestServer(server, port, bucket, directory);
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The driver's settings for this server. */
  config(overrides: Partial<S3StorageConfig> = {}): S3StorageConfig {
    return {
      driver: 's3',
      bucket: this.bucket,
      region: 'us-east-1',
      endpoint: this.endpoint,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
      timeoutMs: 5_000,
      presignedDownloads: false,
      ...overrides,
    };
  }

  /** The environment keys that point a whole app at this server. */
  env(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    };
  }

  async close(): Promise<void> {
    await this.server.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
