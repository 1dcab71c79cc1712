/**
 * Import cycles between folders: the folder graph of a source tree (a folder imports another when one of its files
 * imports one of the other's), and the cycles in it. Tests are left out: they may import the test kit and the server.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The folder a file belongs to, from its path relative to the tree's root (`/`-separated). */
export type FolderOf = (file: string) => string;

/** One import between two folders: the folders and the first file import seen that makes it. */
export interface FolderImport {
  from: string;
  to: string;
  example: string;
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** web/src: each feature folder is a folder of its own; the entry files at the root are `(entry)`. */
export const webFolderOf: FolderOf = (file) => {
  const parts = file.split('/');
  if (parts.length === 1) return '(entry)';
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
};

/** api/src: each area; an area's command-line entry points (`<area>/cli`) start the whole server and stand apart. */
export const apiFolderOf: FolderOf = (file) => {
  const parts = file.split('/');
  if (parts.length === 1) return '(entry)';
  return parts[1] === 'cli' ? `${parts[0]}/cli` : parts[0]!;
};

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(root, file));
}

/** The file a relative import names (`./x`, `./x.js`, `./x/index`), or null for a package or an alias. */
function importedFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, '')).replace(/\.js$/, '');
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const relativePath = (root: string, file: string) => relative(root, file).split(sep).join('/');

/** Every import from one folder to another under `root`, once per pair of folders. */
export function folderImports(root: string, folderOf: FolderOf): FolderImport[] {
  const found = new Map<string, FolderImport>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = importedFile(file, fileName);
      if (!target || relative(resolve(root), target).startsWith('..')) continue;
      const [fromPath, toPath] = [relativePath(root, file), relativePath(root, target)];
      const [from, to] = [folderOf(fromPath), folderOf(toPath)];
      const pair = `${from}\n${to}`;
      if (from !== to && !found.has(pair)) found.set(pair, { from, to, example: `${fromPath} imports ${toPath}` });
    }
  }
  return [...found.values()];
}

/** The groups of folders that reach each other (strongly connected components of two or more), Tarjan's way. */
function cyclicGroups(edges: FolderImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group = stack.splice(stack.indexOf(folder));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of new Set(edges.flatMap(({ from, to }) => [from, to]))) if (!index.has(folder)) visit(folder);
  return groups;
}

/**
 * The folder cycles under `root`, each said as its folders and the imports that tie them
 * (`app ⇄ features/home: app/AppRoutes.tsx imports …; features/home/x.ts imports app/y.ts`). Empty when there is none.
 */
export function folderCycles(root: string, folderOf: FolderOf): string[] {
  const edges = folderImports(root, folderOf);
  return cyclicGroups(edges).map((group) => {
    const inside = edges.filter(({ from, to }) => group.includes(from) && group.includes(to));
    return `${group.join(' ⇄ ')}: ${inside.map(({ example }) => example).join('; ')}`;
  });
}
