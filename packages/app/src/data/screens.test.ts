/**
 * A screen's export is downloaded as the server streams it: a whole file is saved under the
 * server's name, and a stream the server stopped (the screen was run again) is told in words,
 * never saved as a cut file.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadScreenExport } from './screens';

let clicked: string[];

beforeEach(() => {
  clicked = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  vi.stubGlobal('document', {
    createElement: () => {
      const link = { href: '', download: '', rel: '', style: {}, click: () => clicked.push(link.download), remove: () => undefined };
      return link;
    },
    body: { append: () => undefined },
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:screen');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: ReadableStream<Uint8Array>) =>
  vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="Brooklyn-7.csv"' } }));

describe('downloadScreenExport', () => {
  it('saves a whole file under the name the server gives', async () => {
    vi.stubGlobal('fetch', answer(new Blob(['# note\r\nBBL\r\n3000010001\r\n']).stream()));
    await expect(downloadScreenExport(7, 'csv')).resolves.toBe('Brooklyn-7.csv');
    expect(clicked).toEqual(['Brooklyn-7.csv']);
  });

  it('says the download stopped, and saves nothing, when the server cuts the stream', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('# note\r\nBBL\r\n'));
        controller.error(new Error('terminated'));
      },
    });
    vi.stubGlobal('fetch', answer(cut));
    await expect(downloadScreenExport(7, 'csv')).rejects.toThrow('The download stopped before the file was complete');
    expect(clicked).toEqual([]);
  });
});
