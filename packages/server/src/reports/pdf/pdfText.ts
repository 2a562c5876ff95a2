/**
 * The standard PDF fonts (Helvetica) write WinAnsi: Latin-1 plus a few typographic marks.
 * Text from records and people may hold anything, so every string is brought into that set
 * before it is drawn: known symbols get an ASCII spelling, accented letters outside the set
 * lose their accent, anything else becomes '?'. Without this PDFKit would draw garbage.
 */

/** The WinAnsi characters between 0x80 and 0x9F that are not Latin-1. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const SPELLED_OUT: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '↑': '^',
  '↓': 'v',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '⁄': '/',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u200b': '',
  '\u200d': '',
  '\ufeff': '',
  '✓': 'yes',
  '✔': 'yes',
  '✗': 'no',
  '✘': 'no',
  '⚠': '!',
  '′': "'",
  '″': '"',
  '∞': 'infinity',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * The text in characters the standard fonts can draw. Line breaks are kept, other control
 * characters dropped.
 *
 * @example
 * pdfSafe('DSCR ≥ 1.25 — Łódź') // 'DSCR >= 1.25 — Lodz'
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n') {
      out += char;
      continue;
    }
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const spelled = SPELLED_OUT[char];
    if (spelled !== undefined) {
      out += spelled;
      continue;
    }
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    const stripped = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    const special: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ø: 'O', ø: 'o', ı: 'i' };
    if (special[char]) out += special[char];
    else if (stripped !== char && [...stripped].every(isWinAnsi)) out += stripped;
    else out += '?';
  }
  return out;
}
