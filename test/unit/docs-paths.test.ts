import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs name the code by its paths and each other by their sections, and the code's comments cite
 * the docs' sections: a file moved or a section renamed must take every such name with it, so each is
 * checked against the tree.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** What git ignores (.gitignore), plus git's own folder: not the project's files. */
const NOT_THE_PROJECT = new Set(['node_modules', '.git', '.data', 'dist', 'out', 'coverage', 'test-results']);

/** Paths the docs name that no commit holds, because a run makes them. */
const MADE_BY_A_RUN = new Set(['test/bench/.cache']);

/** File names the docs give as examples of a rule (docs/style.md), not as files of the project. */
const EXAMPLES = new Set(['use-x.ts', 'use-document.ts']);

function projectFiles(folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (NOT_THE_PROJECT.has(entry.name) || MADE_BY_A_RUN.has(path)) return [];
    return entry.isDirectory() ? projectFiles(path) : [path];
  });
}

const files = projectFiles();
const fileSet = new Set(files);
const folders = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i).join('/'))));
const docs = ['README.md', ...files.filter((file) => file.startsWith('docs/') && file.endsWith('.md'))];

/** A place in the docs: which file and line, and what it names there. */
interface Mention {
  doc: string;
  line: number;
  name: string;
}

function mentions(pattern: RegExp, pick: (match: RegExpMatchArray) => string | undefined): Mention[] {
  return docs.flatMap((doc) =>
    readFileSync(join(root, doc), 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        [...text.matchAll(pattern)].flatMap((match) => {
          const name = pick(match);
          return name === undefined ? [] : [{ doc, line: index + 1, name }];
        }),
      ),
  );
}

const where = (m: Mention) => `${m.doc}:${m.line}: ${m.name}`;

/**
 * A path from the repository's root, e.g. `server/ledger/stock/fifo.ts` or `test/e2e/`. Not one after
 * `../`, `@` or a word (`../shared/spec`, `@electron/fuses`): those are outside the repository. A glob
 * or placeholder (`*`, `<…>`, `{…}`, `…`) is checked up to the folder it starts in.
 */
const ROOTED = /(?<![\w./@-])(?:server|shared|renderer|test|electron)\/[\w./[\]*<>{},…-]*/g;

function rootedPath(match: RegExpMatchArray): string {
  const path = match[0].replace(/[.,]+$/, '');
  const wild = path.search(/[*<{…]/);
  const fixed = wild === -1 ? path : path.slice(0, path.lastIndexOf('/', wild));
  return fixed.replace(/\/$/, '');
}

/** A file named by part of its path or its name alone, e.g. `stock/cached-queues.ts` or `fifo.ts`. */
const SOURCE_FILE = /(?<![\w./@*-])[A-Za-z][\w.[\]-]*(?:\/[\w.[\]-]+)*\.(?:tsx?|mjs|cjs|sql)\b/g;

/** A link to a file of the repository, relative to the doc: `[x](database.md#amounts)`. */
const LINK = /\]\(((?!https?:|mailto:|#)[^)\s]+)\)/g;

/** GitHub's anchor of a heading: lower case, punctuation gone, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * A section cited by its doc and its name in quotes: `database.md, "Durability"` or
 * `[database.md](database.md), "Durability"`. The name begins a heading, or leads a paragraph in bold
 * (`**Memory**`, `**Settings.**`), a list item (`- Report periods.`) or a table's row (`| Secrets |`).
 */
const SECTION = /([\w-]+\.md)(?:\]\([^)]*\))?,\s*"([^"]+)"/g;

function hasSection(doc: string, name: string): boolean {
  const text = readFileSync(join(root, doc), 'utf8');
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lead = new RegExp(`\\*\\*${quoted}[.:]?\\*\\*|^\\s*- ${quoted}[.:]|\\| ${quoted} \\|`, 'm');
  return headingsOf(doc).some((heading) => heading.startsWith(name)) || lead.test(text);
}

function headingsOf(doc: string): string[] {
  return readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

describe('the docs', () => {
  it('finds the docs to read', () => {
    expect(docs).toContain('docs/architecture.md');
    expect(docs).toContain('docs/performance.md');
  });

  it('name files and folders that exist, by their path from the root', () => {
    const named = mentions(ROOTED, rootedPath);
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((m) => !fileSet.has(m.name) && !folders.has(m.name) && !MADE_BY_A_RUN.has(m.name));
    expect(missing.map(where)).toEqual([]);
  });

  it('name source files that exist, by a path of their folders or their name alone', () => {
    const named = mentions(SOURCE_FILE, (match) => (EXAMPLES.has(match[0]) ? undefined : match[0]));
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((m) => !files.some((file) => file === m.name || file.endsWith(`/${m.name}`)));
    expect(missing.map(where)).toEqual([]);
  });

  it('link to docs and sections that exist', () => {
    const links = mentions(LINK, (match) => match[1]);
    expect(links.length).toBeGreaterThan(20);
    const broken = links.filter((link) => {
      const [target = '', anchor] = link.name.split('#');
      const path = posix.normalize(posix.join(posix.dirname(link.doc), target));
      if (!fileSet.has(path) && !folders.has(path.replace(/\/$/, ''))) return true;
      return anchor !== undefined && !headingsOf(path).map(anchorOf).includes(anchor);
    });
    expect(broken.map(where)).toEqual([]);
  });

  it('cite sections by names their docs have', () => {
    const cited = mentions(SECTION, (match) => `${match[1]}|${match[2]}`);
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited.filter((citation) => {
      const [name = '', section = ''] = citation.name.split('|');
      const doc = docs.find((path) => path === name || path.endsWith(`/${name}`));
      return doc === undefined || !hasSection(doc, section);
    });
    expect(missing.map(where)).toEqual([]);
  });

  it('have the sections the code cites', () => {
    const sources = files.filter((file) => /^(server|shared|renderer|electron|test)\//.test(file) && /\.tsx?$/.test(file));
    // A comment's citation may break across lines: its lines are read as one.
    const cited = sources.flatMap((file) =>
      [
        ...readFileSync(join(root, file), 'utf8')
          .replace(/\n\s*(?:\*|\/\/)\s*/g, ' ')
          .matchAll(/docs\/([\w-]+\.md), "([^"]+)"/g),
      ].map((match) => ({ file, doc: `docs/${match[1]}`, section: match[2] ?? '' })),
    );
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited.filter((c) => !fileSet.has(c.doc) || !hasSection(c.doc, c.section));
    expect(missing.map((c) => `${c.file}: ${c.doc}, "${c.section}"`)).toEqual([]);
  });
});
