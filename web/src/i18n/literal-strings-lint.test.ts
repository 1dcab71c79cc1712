import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });
// Linted as if it were this existing component, so the project's typed configuration applies.
const asComponent = new URL('../ui/Footer.tsx', import.meta.url).pathname;

async function ruleIds(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: asComponent });
  return (result?.messages ?? []).map((m) => m.ruleId ?? '');
}

// Type-aware linting starts the TypeScript project service: slow on a cold machine.
describe('lint: user-visible text goes through the i18n catalogue', { timeout: 60_000 }, () => {
  it('refuses literal text and literal labels in components', async () => {
    expect(await ruleIds('export const A = () => <p>Hello</p>;\n')).toContain('formatjs/no-literal-string-in-jsx');
    expect(await ruleIds('export const B = () => <input aria-label="Name" />;\n')).toContain(
      'formatjs/no-literal-string-in-jsx',
    );
  });

  it('lets through the spaces Prettier writes between wrapped elements, and nothing more', async () => {
    const between = (text: string) =>
      `export const S = ({ a, b }: { a: string; b: string }) => <p><b>{a}</b>{${text}}<b>{b}</b></p>;\n`;
    expect(await ruleIds(between("' '"))).not.toContain('formatjs/no-literal-string-in-jsx');
    expect(await ruleIds(between("' of '"))).toContain('formatjs/no-literal-string-in-jsx');
  });

  it('accepts text from the catalogue', async () => {
    const code =
      "import { useT } from '../i18n/I18nProvider';\nexport const C = () => { const t = useT(); return <p>{t('nav.home')}</p>; };\n";
    expect(await ruleIds(code)).not.toContain('formatjs/no-literal-string-in-jsx');
  });
});
