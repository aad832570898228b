import { ErrorReply } from 'redis';
import { DependencyUnavailableError } from '../../common/http/unavailable';
import { withinDeadline } from '../../common/within-deadline';
import { errorMessage } from '../../common/errors';

/** The client's own life cycle: never cut short, and their failures are not an outage. */
const LIFECYCLE = new Set<PropertyKey>(['connect', 'close', 'quit', 'disconnect', 'destroy']);

/**
 * The same client, whose every command answers within `ms` or fails with DependencyUnavailableError
 * (503). node-redis's own `timeout` option only covers a command still waiting to be written (the
 * offline queue); one already sent to a server that stopped answering (CLIENT PAUSE, a stalled
 * network) would wait for ever. Its late reply is simply dropped. Connection failures become
 * DependencyUnavailableError too; an error the server answered (ErrorReply) stays what it is.
 */
export function withCommandDeadline<C extends object>(client: C, ms: number): C {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, property) {
      // The client keeps its state in private fields: its methods must run on the client itself.
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || LIFECYCLE.has(property))
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      let bounded = wrapped.get(property);
      if (!bounded) {
        bounded = (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (!(result instanceof Promise)) return result;
          return withinDeadline(result, ms, () => new DependencyUnavailableError('redis', `no answer within ${ms} ms`)).catch(
            (error: unknown) => {
              throw asRedisFailure(error);
            },
          );
        };
        wrapped.set(property, bounded);
      }
      return bounded;
    },
  });
}

/** An error the server answered (ErrorReply) is the command's; anything else means Redis is unavailable. */
function asRedisFailure(error: unknown): unknown {
  if (error instanceof ErrorReply || error instanceof DependencyUnavailableError) return error;
  return new DependencyUnavailableError('redis', errorMessage(error), { cause: error });
}
