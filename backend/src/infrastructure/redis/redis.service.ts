import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { withCommandDeadline } from './command-deadline';

const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Commands waiting to be written or answered. Far above what the web process has in flight (a session
 * read or two per request); past it a command fails at once (503) rather than queue behind a Redis
 * that is not answering.
 */
const COMMANDS_QUEUE_MAX_LENGTH = 1_000;

@Injectable()
export class RedisService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private redis: RedisClientType | undefined;
  private bounded: RedisClientType | undefined;
  private lastErrorLogged = '';

  constructor(@InjectConfig() private readonly config: AppConfig) {
    if (!config.redisUrl) return;
    // Created now so stores can hold it; connected in onModuleInit, before the server listens.
    this.redis = createClient({
      url: config.redisUrl,
      socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 5_000) },
      // While reconnecting, commands wait in the offline queue: a blip passes unnoticed, but none waits
      // longer than the command deadline, and the queue is bounded.
      commandsQueueMaxLength: COMMANDS_QUEUE_MAX_LENGTH,
      commandOptions: { timeout: config.timeouts.redisCommandMs },
    });
    this.bounded = withCommandDeadline(this.redis, config.timeouts.redisCommandMs);
    this.redis.on('error', (error: Error) => {
      // The client retries by itself; log each distinct failure once rather than every retry.
      if (error.message !== this.lastErrorLogged) {
        this.lastErrorLogged = error.message;
        this.logger.warn(`Redis connection problem: ${error.message}`);
      }
    });
    this.redis.on('ready', () => {
      this.lastErrorLogged = '';
    });
  }

  get configured(): boolean {
    return this.redis !== undefined;
  }

  /**
   * The shared client; only call when `configured`. Every command answers within
   * REDIS_COMMAND_TIMEOUT_MS or fails with DependencyUnavailableError (503).
   */
  get client(): RedisClientType {
    if (!this.bounded) throw new Error('Redis is not configured (REDIS_URL is unset)');
    return this.bounded;
  }

  /** Prefix every key written by this app carries (REDIS_PREFIX). */
  get prefix(): string {
    return this.config.redisPrefix;
  }

  /** Fails start-up when REDIS_URL is set but unreachable: sessions would not work without it. */
  async onModuleInit(): Promise<void> {
    const client = this.redis;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.connect(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis at REDIS_URL did not answer within ${CONNECT_TIMEOUT_MS} ms`)),
            CONNECT_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      client.destroy();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** true when PING answers PONG within `timeoutMs`; null when Redis is not configured. */
  async ping(timeoutMs: number): Promise<boolean | null> {
    if (!this.redis) return null;
    if (!this.redis.isReady) return false;
    try {
      return (await withCommandDeadline(this.redis, timeoutMs).ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.redis;
    if (!client) return;
    try {
      if (client.isOpen) await client.close();
    } catch {
      client.destroy();
    }
  }
}
