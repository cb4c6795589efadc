import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The module specifiers a file imports statically (`import … from`, `export … from`); `import()` is not one. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)].map((match) => match[1]!);
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate)) ?? null;
}

/** Every file and package reached from `entry` through static imports. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const next = resolveLocal(file, specifier);
        if (next) visit(next);
      }
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('PromptEditor lazy boundary', () => {
  const entry = new URL('./index.ts', import.meta.url).pathname;

  it('imports no Tiptap or ProseMirror code statically from its index', () => {
    const { files, packages } = staticGraph(entry);
    expect(files.some((file) => file.endsWith('PromptEditorImpl.tsx'))).toBe(false);
    expect(packages.filter((name) => name.startsWith('@tiptap') || name.startsWith('prosemirror'))).toEqual([]);
  });

  it('loads the editor with a dynamic import', () => {
    const wrapper = readFileSync(new URL('./PromptEditor.tsx', import.meta.url), 'utf8');
    expect(wrapper).toMatch(/lazyPart\(\(\) => import\('\.\/PromptEditorImpl'\)/);
    // The check itself works: the implementation does import Tiptap.
    expect(staticGraph(resolve(dirname(entry), 'PromptEditorImpl.tsx')).packages).toContain('@tiptap/react');
  });
});
