import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

const CONNECT_TIMEOUT_MS = 10_000;
const PING_TIMEOUT_MS = 2_000;

@Injectable()
export class RedisService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private redis: RedisClientType | undefined;
  private lastErrorLogged = '';

  constructor(@InjectConfig() private readonly config: AppConfig) {
    if (!config.redisUrl) return;
    // Created now so stores can hold it; connected in onModuleInit, before the server listens.
    this.redis = createClient({
      url: config.redisUrl,
      socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 5_000) },
    });
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

  /** The shared client; only call when `configured`. */
  get client(): RedisClientType {
    if (!this.redis) throw new Error('Redis is not configured (REDIS_URL is unset)');
    return this.redis;
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

  /** true when PING answers PONG in time; null when Redis is not configured. */
  async ping(): Promise<boolean | null> {
    if (!this.redis) return null;
    if (!this.redis.isReady) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const reply = await Promise.race([
        this.redis.ping(),
        new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS);
        }),
      ]);
      return reply === 'PONG';
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
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
