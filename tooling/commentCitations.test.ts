/**
 * A comment states the rule it implements in its own words; a citation of the product
 * specification ("spec 2 §9") may follow that statement but never stands in for it, since a
 * reader of the repository has no such document. This check reads every TypeScript file of the
 * packages, the stories and the end-to-end tests and fails on a comment that is nothing but a
 * citation, or that opens with one as a label ("Spec 1 §9: …").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['packages', 'stories', 'e2e'];
const skippedFolders = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.tmp']);

// "spec 2", "spec 2 §9", "Spec 1 §2, §5 and §8", "(see spec 2 §4)", or a bare "§9".
const citation =
  /\(?\s*(?:(?:see|per|cf\.?)\s+)?(?:spec\s*[12]\b(?:\s*[,:]?\s*§\s*\d+(?:\.\d+)*(?:\s*(?:,|and|&|-|–)\s*§?\s*\d+(?:\.\d+)*)*)?|§\s*\d+(?:\.\d+)*)\s*\)?/gi;
const openingLabel = /^spec\s*[12]\s*(?:§[^:]*)?:/i;

/** The words of a comment without its markers (`//`, `/**`, `*`, `*\/`), on one line. */
function commentText(comment: string): string {
  return comment
    .replace(/^\/\/+/gm, '')
    .replace(/^\/\*+|\*+\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').replace(/^\s*\/\/+/, ''))
    .join(' ')
    .trim();
}

/**
 * Whether a comment only cites the specification instead of stating a rule: nothing but
 * citations and punctuation is left once the citations are removed, or it opens with a
 * citation used as a label.
 */
function isCitationOnly(comment: string): boolean {
  const text = commentText(comment);
  if (!/spec\s*[12]|§/i.test(text)) return false;
  if (openingLabel.test(text)) return true;
  return !/[\p{L}\p{N}]/u.test(text.replace(citation, ''));
}

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (/\.(?:m?ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** Every comment of a file with its line, as the TypeScript parser sees it (strings excluded). */
function comments(path: string, text: string): Array<{ line: number; text: string }> {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, { line, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    collect(ts.getLeadingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Runs of `//` lines form one comment: a citation on its own line may end a longer statement.
  const ordered = [...seen.values()].sort((a, b) => a.line - b.line);
  const merged: Array<{ line: number; text: string; last: number }> = [];
  for (const comment of ordered) {
    const previous = merged.at(-1);
    if (previous && comment.text.startsWith('//') && previous.text.startsWith('//') && comment.line === previous.last + 1) {
      previous.text += `\n${comment.text}`;
      previous.last = comment.line;
    } else {
      merged.push({ ...comment, last: comment.line });
    }
  }
  return merged.map(({ line, text: body }) => ({ line, text: body }));
}

describe('isCitationOnly', () => {
  it('flags a comment that is only a citation or opens with one as a label', () => {
    expect(isCitationOnly('// spec 2 §9')).toBe(true);
    expect(isCitationOnly('/** (spec 1 §2, §5 and §8). */')).toBe(true);
    expect(isCitationOnly('/**\n * See spec 2 §4.\n */')).toBe(true);
    expect(isCitationOnly('/** Spec 1 §9: tooltips open after 700 ms. */')).toBe(true);
  });

  it('accepts a stated rule followed by its citation', () => {
    expect(isCitationOnly('/** Tooltips open after 700 ms (spec 1 §9). */')).toBe(false);
    expect(isCitationOnly('// An empty input counts as 0\n// (spec 2 §5).')).toBe(false);
    expect(isCitationOnly('/**\n * Default appreciation, annual percent\n * (spec 2 §9).\n */')).toBe(false);
    expect(isCitationOnly('// no citation at all')).toBe(false);
  });
});

describe('comments in the repository', () => {
  it('never consist of a bare spec citation', () => {
    const offenders: string[] = [];
    for (const root of roots) {
      for (const path of sourceFiles(join(repoRoot, root))) {
        const text = readFileSync(path, 'utf8');
        if (!/spec\s*[12]|§/i.test(text)) continue;
        for (const comment of comments(path, text)) {
          if (isCitationOnly(comment.text)) offenders.push(`${relative(repoRoot, path)}:${comment.line}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
