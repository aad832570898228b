import 'reflect-metadata';
import { HttpException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfigOrExit } from '../config/load-config-or-exit';
import { UsersService } from '../modules/users';
import { CliModule } from './cli.module';
import { createAdmin, CREATE_ADMIN_USAGE, parseCreateAdminArgs, validateAdminInput, type AdminInput } from './create-admin.command';
import { errorMessage } from '../common/errors';

/**
 * Asks questions on the terminal (the password is not echoed) or reads answers piped on stdin, one
 * line each. One readline for all questions, so piped input is not swallowed by the first.
 */
function createPrompter() {
  const interactive = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: interactive });
  const buffered: string[] = [];
  const waiting: Array<(line: string | undefined) => void> = [];
  let ended = false;
  rl.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else buffered.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const next of waiting.splice(0)) next(undefined);
  });

  return {
    async ask(question: string, hidden = false): Promise<string> {
      process.stdout.write(question);
      muted = hidden && interactive;
      const line =
        buffered.length > 0 ? buffered.shift() : ended ? undefined : await new Promise<string | undefined>((r) => waiting.push(r));
      if (muted || !interactive) process.stdout.write('\n');
      muted = false;
      if (line === undefined) throw new Error('No answer (input ended)');
      return line.trim();
    },
    close: () => rl.close(),
  };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseCreateAdminArgs>;
  try {
    args = parseCreateAdminArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${CREATE_ADMIN_USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(
      `${CREATE_ADMIN_USAGE}\nMissing values are asked for. Creates an administrator on DATABASE_URL (or the SQLite file).\n`,
    );
    return 0;
  }
  const prompter = createPrompter();
  let input: AdminInput;
  try {
    input = {
      username: args.username ?? (await prompter.ask('Username: ')),
      email: args.email ?? (await prompter.ask('Email: ')),
      password: args.password ?? (await prompter.ask('Password: ', true)),
    };
  } finally {
    prompter.close();
  }
  const valid = validateAdminInput(input);
  if (!valid.ok) {
    process.stderr.write(`${valid.message}\n`);
    return 1;
  }

  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(config), {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  try {
    const admin = await createAdmin(app.get(UsersService), valid.value);
    process.stdout.write(`Administrator "${admin.username}" created on the ${config.database.type} database.\n`);
    return 0;
  } catch (error) {
    if (error instanceof HttpException && error.getStatus() === 409) {
      process.stderr.write(`${(error.getResponse() as { message: string }).message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`create-admin failed: ${errorMessage(error)}\n`);
    process.exit(1);
  },
);
