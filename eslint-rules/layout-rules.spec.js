// Each rule that keeps the layout (docs/architecture.md §3) refuses a probe that breaks it, with its
// own message: the probe's text is linted as if it were a real file of the room it tries to leave.
const path = require('node:path');
const { ESLint } = require('eslint');

const ROOT = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids and messages of `code` linted as the file at `file` (a real file: it has its tsconfig). */
async function findings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

jest.setTimeout(120_000);

describe('the layout rules of npm run lint', () => {
  it('refuses an import from infrastructure/ into a feature module', async () => {
    const found = await findings('backend/src/infrastructure/mail/index.ts', "import { CartModule } from '../../modules/cart';\nexport const probe = CartModule;\n");
    expect(found).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('backend/src/infrastructure must not import a feature module'),
    });
  });

  it('refuses a feature reaching inside another module, of either room, past its index', async () => {
    const found = await findings(
      'backend/src/modules/cart/index.ts',
      "import { OutboxService } from '../../infrastructure/mail/outbox';\nimport { CatalogWriterService } from '../catalog/catalog-writer.service';\nexport const probe = [OutboxService, CatalogWriterService];\n",
    );
    const entry = found.filter((f) => f.rule === 'local/feature-module-entry').map((f) => f.message);
    expect(entry).toEqual([expect.stringContaining('Import infrastructure/mail through its index'), expect.stringContaining('Import modules/catalog through its index')]);
  });

  it('lets a feature in through the index and a process entry load a start-up side effect', async () => {
    const found = await findings('backend/src/modules/cart/index.ts', "import { MailModule } from '../../infrastructure/mail';\nexport const probe = MailModule;\n");
    expect(found.filter((f) => f.rule === 'local/feature-module-entry' || f.rule === 'import-x/no-restricted-paths')).toEqual([]);
    const entry = await findings('backend/src/main.ts', "import './infrastructure/telemetry/start-tracing';\n");
    expect(entry.filter((f) => f.rule === 'local/feature-module-entry')).toEqual([]);
  });

  it('refuses an import from one front end into another', async () => {
    const found = await findings('mfe-checkout/src/features/payment/gateway-card.tsx', "import AccountRoutes from '../../../../mfe-account/src/account-routes';\nexport const probe = AccountRoutes;\n");
    expect(found).toContainEqual({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('mfe-checkout must not import mfe-account') });
  });

  it('holds the front ends to the rules of hooks', async () => {
    const found = await findings(
      'mfe-checkout/src/features/payment/gateway-card.tsx',
      "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    );
    expect(found.map((f) => f.rule)).toContain('react-hooks/rules-of-hooks');
  });
});
