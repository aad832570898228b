import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

/** How long start-up waits for the subscriber; past it the node runs on, and catches up by its TTLs. */
const SUBSCRIBE_TIMEOUT_MS = 5_000;

/**
 * News between the shop's processes over Redis pub/sub (decision 043): a change one node made to
 * something every node keeps in memory, such as the cached catalog answers. Best effort and at most
 * once: a node that misses a message (Redis away, a reconnect) still drops its copy at the cache's TTL.
 * Without REDIS_URL there is one process and nothing to tell.
 */
@Injectable()
export class RedisBroadcastService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RedisBroadcast');
  /** Tells this process's own messages apart: it has acted on its change already. */
  private readonly nodeId = randomUUID();
  private readonly handlers = new Map<string, Array<() => void>>();
  private publisher: RedisClientType | undefined;
  private subscriber: RedisClientType | undefined;
  private lastError = '';

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Runs `handler` whenever another process publishes `topic`. Register before the app starts. */
  on(topic: string, handler: () => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** Tells every other process; never throws and never waits (a lost message costs a TTL). */
  publish(topic: string): void {
    const publisher = this.publisher;
    if (!publisher?.isReady) return;
    publisher.publish(this.channel(topic), this.nodeId).catch((error: Error) => this.warn(error));
  }

  get enabled(): boolean {
    return this.config.redisUrl !== undefined;
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    const options = {
      url: this.config.redisUrl,
      socket: { connectTimeout: SUBSCRIBE_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(200 * (retries + 1), 5_000) },
      // A publish that cannot go out soon is not worth queueing: the TTL covers it.
      commandOptions: { timeout: this.config.timeouts.redisCommandMs },
    };
    this.publisher = createClient(options) as RedisClientType;
    this.subscriber = createClient(options) as RedisClientType;
    for (const client of [this.publisher, this.subscriber]) client.on('error', (error: Error) => this.warn(error));
    try {
      await withTimeout(
        (async () => {
          await Promise.all([this.publisher!.connect(), this.subscriber!.connect()]);
          // node-redis subscribes again by itself after a reconnect.
          await this.subscriber!.pSubscribe(this.channel('*'), (message, channel) => this.deliver(message, channel));
        })(),
        SUBSCRIBE_TIMEOUT_MS,
      );
    } catch (error) {
      this.warn(error as Error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const client of [this.subscriber, this.publisher]) {
      if (!client) continue;
      try {
        if (client.isOpen) await client.close();
      } catch {
        client.destroy();
      }
    }
  }

  private deliver(message: string, channel: string): void {
    if (message === this.nodeId) return;
    const topic = channel.slice(this.channel('').length);
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler();
      } catch (error) {
        this.logger.warn(`A handler of '${topic}' failed: ${(error as Error).message}`);
      }
    }
  }

  private channel(topic: string): string {
    return `${this.config.redisPrefix}broadcast:${topic}`;
  }

  /** Each distinct failure once, not every retry. */
  private warn(error: Error): void {
    if (error.message === this.lastError) return;
    this.lastError = error.message;
    this.logger.warn(`Broadcast between processes unavailable (caches fall back to their TTL): ${error.message}`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
