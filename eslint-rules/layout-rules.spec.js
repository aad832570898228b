// Each rule that keeps the layout (docs/architecture.md §3) refuses a probe that breaks it, with its
// own message: the probe's text is linted as if it were a real file of the room it tries to leave.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const PROBES = {
  infrastructureToFeature: {
    file: 'backend/src/infrastructure/mail/index.ts',
    code: "import { CartModule } from '../../modules/cart';\nexport const probe = CartModule;\n",
  },
  insideOtherModules: {
    file: 'backend/src/modules/cart/index.ts',
    code: "import { OutboxService } from '../../infrastructure/mail/outbox';\nimport { CatalogWriterService } from '../catalog/catalog-writer.service';\nexport const probe = [OutboxService, CatalogWriterService];\n",
  },
  throughTheIndex: {
    file: 'backend/src/modules/cart/index.ts',
    code: "import { MailModule } from '../../infrastructure/mail';\nexport const probe = MailModule;\n",
  },
  startUpEffect: { file: 'backend/src/main.ts', code: "import './infrastructure/telemetry/start-tracing';\n" },
  frontEndToFrontEnd: {
    file: 'mfe-checkout/src/features/payment/gateway-card.tsx',
    code: "import AccountRoutes from '../../../../mfe-account/src/account-routes';\nexport const probe = AccountRoutes;\n",
  },
  insideOtherFeature: {
    file: 'mfe-checkout/src/features/checkout/checkout-page.tsx',
    code: "import '../cart/cart.css';\nimport { totalCents } from '../cart-lines/line-totals';\nimport { useOrder } from '../order/index';\nexport { OwnedWarning } from '../cart/owned-warning';\nexport const probe = [totalCents, useOrder];\n",
  },
  featureThroughIndex: {
    file: 'mfe-checkout/src/features/thank-you/thank-you-page.tsx',
    code: "import '../cart';\nimport { useOrder } from '../order';\nimport { OrderConfirmation } from './order-confirmation';\nexport const probe = [useOrder, OrderConfirmation];\n",
  },
  lazyPageOfRoutes: {
    file: 'mfe-storefront/src/storefront-routes.tsx',
    code: "import { CATEGORIES } from './features/catalog';\nimport { BrowsePage } from './features/catalog/browse-page';\nexport const probe = [CATEGORIES, BrowsePage, () => import('./features/catalog/template-page')];\n",
  },
  lazyInsideFromFeature: {
    file: 'mfe-admin/src/features/admin-panel/admin-panel-page.tsx',
    code: "export const probe = [() => import('../customers'), () => import('../customers/customers-tab')];\n",
  },
  conditionalHook: {
    file: 'mfe-checkout/src/features/payment/gateway-card.tsx',
    code: "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  },
  sqlInAService: {
    file: 'backend/src/modules/cart/cart.service.ts',
    code: "import { DataSource } from 'typeorm';\nexport const probe = (db: DataSource) => [db.query('SELECT 1'), { sql: 'DELETE FROM carts', params: [] }];\n",
  },
  sqlInARepository: {
    file: 'backend/src/modules/cart/cart.repository.ts',
    code: "import { DataSource } from 'typeorm';\nexport const probe = (db: DataSource) => [db.query('SELECT 1'), { sql: 'DELETE FROM carts', params: [] }];\n",
  },
  moduleLoop: {
    file: 'backend/src/modules/downloads/index.ts',
    code: "import { OrdersModule } from '../orders';\nexport const probe = OrdersModule;\n",
  },
  contractLoop: {
    file: 'packages/contracts/src/orders.ts',
    code: "import type { Order } from './orders.schemas';\nexport type Probe = Order;\n",
  },
  unnamedInjectable: {
    file: 'backend/src/modules/cart/cart.service.ts',
    code: "import { Injectable } from '@nestjs/common';\n@Injectable()\nexport class CartTotals {}\n@Injectable()\nexport class CartTotalsService {}\n",
  },
};

let found;
beforeAll(() => {
  const names = Object.keys(PROBES);
  const output = execFileSync(process.execPath, [path.join(__dirname, 'testing/lint-probes.mjs')], {
    input: JSON.stringify(names.map((name) => PROBES[name])),
    encoding: 'utf8',
    timeout: 180_000,
  });
  const results = JSON.parse(output);
  found = Object.fromEntries(names.map((name, i) => [name, results[i]]));
}, 200_000);

const ofRule = (findings, rule) => findings.filter((f) => f.rule === rule).map((f) => f.message);

describe('the layout rules of npm run lint', () => {
  it('refuses an import from infrastructure/ into a feature module', () => {
    expect(ofRule(found.infrastructureToFeature, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('backend/src/infrastructure must not import a feature module'),
    ]);
  });

  it('refuses a feature reaching inside another module, of either room, past its index', () => {
    expect(ofRule(found.insideOtherModules, 'local/feature-module-entry')).toEqual([
      expect.stringContaining('Import infrastructure/mail through its index'),
      expect.stringContaining('Import modules/catalog through its index'),
    ]);
  });

  it('lets a feature in through the index, and a process entry load a start-up side effect', () => {
    const layout = ['local/feature-module-entry', 'import-x/no-restricted-paths', 'import-x/no-cycle'];
    expect(found.throughTheIndex.filter((f) => layout.includes(f.rule))).toEqual([]);
    expect(ofRule(found.startUpEffect, 'local/feature-module-entry')).toEqual([]);
  });

  it('refuses an import from one front end into another', () => {
    expect(ofRule(found.frontEndToFrontEnd, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('mfe-checkout must not import mfe-account'),
    ]);
  });

  it("refuses a front end's feature reaching inside another feature, whatever it imports", () => {
    expect(ofRule(found.insideOtherFeature, 'local/front-end-feature-entry')).toEqual([
      expect.stringContaining("Import features/cart through its index ('../cart'), not '../cart/cart.css'"),
      expect.stringContaining("Import features/cart-lines through its index ('../cart-lines'), not '../cart-lines/line-totals'"),
      expect.stringContaining("Import features/cart through its index ('../cart'), not '../cart/owned-warning'"),
    ]);
    expect(found.insideOtherFeature[0].message).toContain('docs/decisions/070-front-end-feature-entry.md');
  });

  it("lets a feature in through its index, and a feature's own files in", () => {
    const layout = ['local/front-end-feature-entry', 'import-x/no-restricted-paths', 'import-x/no-cycle'];
    expect(found.featureThroughIndex.filter((f) => layout.includes(f.rule))).toEqual([]);
  });

  it("lets a routes file load a feature's page with import(), but not import it statically", () => {
    expect(ofRule(found.lazyPageOfRoutes, 'local/front-end-feature-entry')).toEqual([
      expect.stringContaining("Import features/catalog through its index ('./features/catalog'), not './features/catalog/browse-page'"),
    ]);
  });

  it('refuses an import() past the index from inside features/', () => {
    expect(ofRule(found.lazyInsideFromFeature, 'local/front-end-feature-entry')).toEqual([
      expect.stringContaining("Import features/customers through its index ('../customers'), not '../customers/customers-tab'"),
    ]);
  });

  it('holds the front ends to the rules of hooks', () => {
    expect(ofRule(found.conditionalHook, 'react-hooks/rules-of-hooks')).toHaveLength(1);
  });
  it('keeps SQL and the data source in repositories', () => {
    expect(ofRule(found.sqlInAService, 'local/sql-in-repositories')).toEqual([
      expect.stringContaining("'DataSource' holds the database"),
      expect.stringContaining('.query(...)'),
      expect.stringContaining('{ sql: ... }'),
    ]);
    expect(ofRule(found.sqlInARepository, 'local/sql-in-repositories')).toEqual([]);
  });

  it('refuses an import that closes a loop between modules, naming the loop', () => {
    expect(ofRule(found.moduleLoop, 'local/module-cycles')).toEqual([
      expect.stringContaining(
        'modules/downloads imports modules/orders, which already leads back to it (modules/downloads → modules/orders → modules/downloads)',
      ),
    ]);
  });

  it('names each injectable for its role', () => {
    expect(ofRule(found.unnamedInjectable, 'local/injectable-names')).toEqual([
      expect.stringContaining("Name the injectable 'CartTotals' for its role"),
    ]);
  });

  it("refuses a contract's plain file importing its own schemas (a type-only loop no-cycle misses)", () => {
    expect(ofRule(found.contractLoop, 'local/contract-schemas-one-way')).toEqual([
      expect.stringContaining("'orders.ts' must not import its own schemas"),
    ]);
  });
});
