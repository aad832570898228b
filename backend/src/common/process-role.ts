import { Inject } from '@nestjs/common';

/** Which process this is: the web (HTTP) process, `npm run worker`, or a command-line tool. */
export type ProcessRole = 'web' | 'worker' | 'cli';
export const PROCESS_ROLE = Symbol('PROCESS_ROLE');
export const InjectProcessRole = (): ParameterDecorator => Inject(PROCESS_ROLE);
