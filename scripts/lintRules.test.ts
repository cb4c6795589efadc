import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The rule ids the project's own ESLint config reports for `code` as if it were the file at `filePath`. */
async function ruleIdsFor(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('comments say why, not which spec section', { timeout: 30_000 }, () => {
  it.each(['src/domain/x.ts', 'mocks/x.ts', 'scripts/x.ts', 'stories/x.stories.tsx', 'e2e/x.spec.ts'])(
    'a comment citing a section fails lint in %s',
    async (filePath) => {
      expect(await ruleIdsFor('// The limit of SPEC §9.\nexport const limit = 1;\n', filePath)).toContain(
        'local/no-spec-section-comments',
      );
      expect(await ruleIdsFor('/** Limits (§2). */\nexport const limit = 1;\n', filePath)).toContain(
        'local/no-spec-section-comments',
      );
    },
  );

  it('a comment that says why passes', async () => {
    expect(await ruleIdsFor('// One place, so a changed limit is changed once.\nexport const limit = 1;\n', 'src/domain/x.ts')).toEqual([]);
  });
});

describe('the design system is used through its one index', { timeout: 30_000 }, () => {
  it.each([
    ['src/features/forms/x.tsx', "import { Button } from '../../design-system/components/Button';"],
    ['src/app/x.tsx', "import { lazyPart } from '../design-system/lazyPart';"],
    ['stories/design-system/x.stories.tsx', "import { Button } from '../../src/design-system/components/Button';"],
  ])('a deep import fails lint in %s', async (filePath, code) => {
    expect(await ruleIdsFor(`${code}\nexport const used = [${code.includes('lazyPart') ? 'lazyPart' : 'Button'}];\n`, filePath)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('the index passes', async () => {
    const code = "import { Button } from '../../design-system';\nexport const used = [Button];\n";
    expect(await ruleIdsFor(code, 'src/features/forms/x.tsx')).toEqual([]);
  });

  it('the design system itself knows no product storage key', async () => {
    const code = "import { storageKeys } from '../../../domain/storage';\nexport const used = [storageKeys];\n";
    expect(await ruleIdsFor(code, 'src/design-system/components/Button/x.ts')).toContain('import-x/no-restricted-paths');
  });
});

describe('class names are combined by cx()', { timeout: 30_000 }, () => {
  it.each([
    "export const A = ({ a, b }: { a: string; b?: string }) => <div className={[a, b].filter(Boolean).join(' ')} />;",
    'export const A = ({ a, b }: { a: string; b: string }) => <div className={`${a} ${b}`} />;',
    "export const A = ({ a, b }: { a: string; b: string }) => <div className={a + ' ' + b} />;",
  ])('hand-joined fails lint: %s', async (code) => {
    expect(await ruleIdsFor(code, 'src/features/forms/x.tsx')).toContain('no-restricted-syntax');
  });

  it('cx passes', async () => {
    const code = "import { cx } from '../../design-system';\nexport const A = ({ a, b }: { a: string; b?: string }) => <div className={cx(a, b)} />;\n";
    expect(await ruleIdsFor(code, 'src/features/forms/x.tsx')).toEqual([]);
  });
});
