/**
 * What the app and the ui show is drawn or written, never an emoji: on a machine without an emoji
 * font (a fresh Linux, many kiosks) "✅" renders as an empty box. Icons are SVG (aria-hidden).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Emoji-only code points: pictographs, emoticons, transport and the emoji-presentation dingbats (✅ ❌ ❗ ✨), and the emoji-presentation selector U+FE0F. */
const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2705}\u{274C}\u{274E}\u{2753}-\u{2755}\u{2757}\u{2728}\u{2B50}\u{2B55}]|\u{FE0F}/u;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('no emoji in what the product shows', () => {
  it('the app and the ui sources hold none', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const found = [join(root, 'app', 'src'), join(root, 'ui', 'src')]
      .flatMap(sourceFiles)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (EMOJI.test(line) ? [`${file.slice(root.length + 1)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
