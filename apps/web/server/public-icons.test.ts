import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicIcons } from './public-icons.ts';

function appWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'public-icons-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

describe('the icons the public pages may draw', () => {
  it('are those some module outside the cabinet screens imports, renamed or not, tests left out', () => {
    const app = appWith({
      'components/shell/site-header.tsx': "import { IconSun, IconMoon as Moon } from '@tabler/icons-react';",
      'features/home/hero.tsx': "import {\n  IconSearch,\n  IconCheck,\n} from '@tabler/icons-react';",
      'features/wallet/wallet-screen.tsx': "import { IconWallet, IconCheck } from '@tabler/icons-react';",
      'features/home/hero.test.tsx': "import { IconBug } from '@tabler/icons-react';",
    });
    expect([...publicIcons(app)].sort()).toEqual(['IconCheck', 'IconMoon', 'IconSearch', 'IconSun']);
  });
});
