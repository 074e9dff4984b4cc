import path from 'node:path';
import { type Rule, RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from '../eslint-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const rule = boundaries.rules['dependency-direction'] as unknown as Rule.RuleModule;

describe('dependency-direction rule', () => {
  it('allows the conventional directions and rejects the others', () => {
    tester.run('dependency-direction', rule, {
      valid: [
        { filename: at('web/lib/api-client.ts'), code: "import { x } from '#api/contract/catalog.ts';" },
        {
          filename: at('web/features/catalog/components/a.tsx'),
          code: "import { x } from '../api/products.ts';",
        },
        { filename: at('api/routes/catalog.ts'), code: "import { x } from '#db/repositories/products.ts';" },
        {
          filename: at('api/contract/catalog.ts'),
          code: "import { Type } from 'typebox';\nimport { y } from './currency.ts';",
        },
        { filename: at('db/setup.ts'), code: "import { x } from './seed/demo-catalogue.ts';" },
        {
          filename: at('web/routes/__root.tsx'),
          code: "import { x } from '../features/cart/cart-actions.ts';\nimport { y } from '../features/catalog/a.ts';",
        },
      ],
      invalid: [
        { filename: at('db/client.ts'), code: "import { x } from '#api/services/money.ts';", errors: 1 },
        { filename: at('db/repositories/a.ts'), code: "import { x } from '../../api/app.ts';", errors: 1 },
        { filename: at('db/repositories/a.ts'), code: "import { x } from '../seed/random.ts';", errors: 1 },
        { filename: at('web/lib/a.ts'), code: "import { x } from '#db/client.ts';", errors: 1 },
        { filename: at('web/lib/a.ts'), code: "import { x } from '../../api/services/money.ts';", errors: 1 },
        { filename: at('api/contract/a.ts'), code: "import fs from 'node:fs';", errors: 1 },
        { filename: at('api/contract/a.ts'), code: "import { x } from '../plugins/errors.ts';", errors: 1 },
        { filename: at('api/services/a.ts'), code: "export { x } from '../routes/catalog.ts';", errors: 1 },
        { filename: at('api/app.ts'), code: "import('#web/main.tsx');", errors: 1 },
        {
          filename: at('web/features/catalog/components/a.tsx'),
          code: "import { x } from '../../cart/cart-actions.ts';",
          errors: 1,
        },
        {
          filename: at('web/features/home/a.tsx'),
          code: "import { x } from '#web/features/catalog/a.ts';",
          errors: 1,
        },
      ],
    });
  });
});
