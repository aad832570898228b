import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { API } from '@tm/contracts/routes';
import { REPO_ROOT } from './app-config';
import { ENV_DOCS } from './env.schema';

interface Compose {
  services: Record<
    string,
    {
      ports?: string[];
      expose?: string[];
      environment?: Record<string, string>;
      healthcheck?: { test: string[] };
      configs?: Array<{ source: string }>;
      volumes?: string[];
      entrypoint?: string[];
      depends_on?: Record<string, { condition: string }>;
    }
  >;
  configs: Record<string, { content: string }>;
}

const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as Compose;
const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;

/** Decision 047: `docker compose up --scale app=N` behind a load balancer (no Docker engine runs here: the file is checked). */
describe('docker-compose.yml', () => {
  it('publishes no port on the app, so it scales, and puts the load balancer in front', () => {
    expect(compose.services.app!.ports).toBeUndefined();
    expect(compose.services.app!.expose).toEqual(['3000']);
    expect(compose.services.lb!.ports).toEqual(['${LB_PORT:-3000}:80']);
    expect(compose.services.lb!.configs).toEqual([expect.objectContaining({ source: 'haproxy' })]);
    expect(compose.services.worker!.ports).toBeUndefined();
  });

  it('checks readiness, trusts the balancer as one proxy hop and drains on stop', () => {
    const env = compose.services.app!.environment!;
    expect(env).toMatchObject({ TRUST_PROXY: '1', SHUTDOWN_DRAIN_MS: '5000', LOG_FORMAT: 'json' });
    expect(compose.services.app!.healthcheck!.test.join(' ')).toContain(API.healthReady);
    expect(compose.configs.haproxy!.content).toContain(`option httpchk GET ${API.healthReady}`);
  });

  it('keeps files in the MinIO bucket the init step makes, so no app or worker needs a shared disk (decision 048)', () => {
    const env = compose.services.app!.environment!;
    expect(env).toMatchObject({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(compose.services['minio-init']!.entrypoint!.join(' ')).toContain(`mc mb --ignore-existing files/${env.S3_BUCKET}`);
    expect(compose.services.app!.depends_on!['minio-init']).toEqual({ condition: 'service_completed_successfully' });
    for (const name of ['app', 'worker']) expect(compose.services[name]!.volumes).toBeUndefined();
    expect(compose.services.minio!.environment!.MINIO_ROOT_USER).toBe(env.S3_ACCESS_KEY_ID);
  });

  it('retries a request whose connection to a dying app failed on another app, and gives each request an id (decision 066)', () => {
    const haproxy = compose.configs.haproxy!.content;
    expect(haproxy).toMatch(/^\s*option redispatch$/m);
    expect(haproxy).toMatch(/^\s*retry-on conn-failure$/m);
    expect(haproxy).toMatch(/^\s*http-request set-header X-Request-Id %\[unique-id\] unless \{ req\.hdr\(x-request-id\) -m found \}$/m);
  });

  it("sends mail through SMTP (Mailpit unless SMTP_URL is set), so no mail waits on one container's disk", () => {
    expect(compose.services.app!.environment!.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(compose.services.mailpit).toBeDefined();
  });

  it('passes only settings the app knows', () => {
    const known = new Set(ENV_DOCS.map((doc) => doc.key));
    expect(Object.keys(compose.services.app!.environment!).filter((key) => !known.has(key))).toEqual([]);
  });

  (haproxyInstalled ? it : it.skip)(
    haproxyInstalled
      ? 'has a load balancer configuration HAProxy accepts (haproxy -c)'
      : "has a load balancer configuration HAProxy accepts: skipped (Debian's haproxy is not installed; .ci/run installs it)",
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'tm-haproxy-'));
      try {
        const file = join(dir, 'haproxy.cfg');
        writeFileSync(file, compose.configs.haproxy!.content);
        const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
        expect({
          status: check.status,
          warnings: `${check.stdout}${check.stderr}`.split('\n').filter((line) => /WARNING|ALERT/.test(line)),
        }).toEqual({ status: 0, warnings: [] });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
