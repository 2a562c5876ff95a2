/**
 * Settings the app needs to run under its strict Content Security Policy
 * (`script-src 'self'; style-src 'self' …`, set by the server). Imported first by main.tsx.
 *
 * - zod compiles object parsers with `new Function` when it may; CSP forbids eval, and the
 *   probe alone is reported as a violation. jitless parsing gives the same results.
 * - react-remove-scroll-bar (under Radix Dialog and Select) adds a `<style>` element whose
 *   text depends on the scrollbar width, so it cannot be allowed by hash; it stamps the nonce
 *   it finds in `__webpack_nonce__`, which is the page's style nonce from
 *   `<meta name="csp-nonce">` (written by the `rei` CLI, packages/server/src/cli/registerSpa.ts).
 */
const runtime = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
  __webpack_nonce__?: string;
};

// zod keeps its configuration on this global object, shared by every copy of zod on the page.
runtime.__zod_globalConfig ??= {};
runtime.__zod_globalConfig.jitless = true;

/** The page's style nonce, or undefined when the page was served without one (Vite dev server). */
export function pageStyleNonce(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  return doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') || undefined;
}

const nonce = pageStyleNonce();
if (nonce) runtime.__webpack_nonce__ = nonce;
