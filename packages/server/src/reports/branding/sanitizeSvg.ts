import { DOMParser } from '@xmldom/xmldom';

/**
 * An allow-list sanitiser for SVG logos. The uploaded text is parsed as XML and written out
 * anew from what the lists below allow, so nothing the lists do not name can survive: no
 * script, no event handler (`onload`…), no foreignObject, no outside reference (an `href`
 * or `url(…)` to anything but a fragment of the same file), no style sheet, no entity.
 * Elements outside the list are dropped with their children.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** Drawing elements only: shapes, groups, gradients, clipping, text. */
const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask',
]);

/** Elements whose text content is kept. */
const TEXT_ELEMENTS: ReadonlySet<string> = new Set(['text', 'tspan', 'title', 'desc']);

/** Geometry and presentation attributes (no `on*`, no `style` sheets, no `xlink:*` but href). */
const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'id', 'viewBox', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr',
  'd', 'points', 'transform', 'preserveAspectRatio', 'version', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing',
  'word-spacing', 'text-decoration', 'style', 'href',
]);

/** CSS properties kept from a `style` attribute: the presentation attributes above. */
const ALLOWED_STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility',
  'stop-color', 'stop-opacity', 'clip-path', 'clip-rule', 'mask', 'font-family', 'font-size', 'font-weight',
  'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'word-spacing', 'text-decoration',
]);

/** Most elements a logo may have; a logo is a small drawing. */
export const SVG_MAX_ELEMENTS = 5000;
const SVG_MAX_DEPTH = 40;

/** Why an SVG logo was refused: the message says what to do. */
export class SvgRejectedError extends Error {
  override readonly name = 'SvgRejectedError';
}

export interface SanitizedSvg {
  /** The rewritten SVG: only allowed elements and attributes, one `xmlns`, no prolog. */
  readonly svg: string;
  /** What was taken out, one entry per kind (`element script`, `attribute onload`, `outside reference in href`…). */
  readonly removed: readonly string[];
  /** Size the SVG states (width/height, else its viewBox), in user units; null when it states none. */
  readonly width: number | null;
  readonly height: number | null;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** True when every `url(…)` in the value points into this file (`url(#id)`). */
function urlsAreLocal(value: string): boolean {
  const urls = value.match(/url\s*\(([^)]*)\)?/gi) ?? [];
  return urls.every((url) => /^url\s*\(\s*['"]?#[\w.:-]+['"]?\s*\)$/i.test(url));
}

/** Values that could run code or load something: `javascript:`, `data:`, `expression(`, `@import`, an escape. */
function looksActive(value: string): boolean {
  return /javascript:|vbscript:|data:|expression\s*\(|@import|\\/i.test(value);
}

/** The declarations of a style attribute that are allowed and harmless, re-joined. */
function filterStyle(style: string, removed: Set<string>): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!ALLOWED_STYLE_PROPERTIES.has(property) || !urlsAreLocal(value) || looksActive(value)) {
      removed.add(`style ${property || '(blank)'}`);
      continue;
    }
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** A length in user units ('120', '120px', '90pt'); null for percentages and garbage. */
function lengthOf(value: string | null): number | null {
  if (!value) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px|pt)?\s*$/i.exec(value);
  if (!match) return null;
  const n = Number(match[1]) * (match[2]?.toLowerCase() === 'pt' ? 96 / 72 : 1);
  return Number.isFinite(n) && n > 0 ? n : null;
}

interface XmlNode {
  nodeType: number;
  nodeValue: string | null;
  childNodes: ArrayLike<XmlNode>;
  localName?: string | null;
  namespaceURI?: string | null;
  attributes?: ArrayLike<{ localName: string | null; name: string; namespaceURI: string | null; value: string }>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;

/** Most elements a logo may draw once every `<use>` and `url(#…)` reference is followed. */
export const SVG_MAX_DRAWN_ELEMENTS = 20_000;

/**
 * Refuses an SVG whose references (`<use href="#a">`, `fill="url(#g)"`, `clip-path`, `mask`)
 * loop, or multiply into more than `SVG_MAX_DRAWN_ELEMENTS` drawn elements: ten nested groups
 * each using the one below ten times would otherwise draw ten billion shapes.
 */
function assertBoundedExpansion(svg: string): void {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml') as unknown as { documentElement: XmlNode };
  const byId = new Map<string, XmlNode>();
  const elementsOf = (node: XmlNode) => Array.from(node.childNodes).filter((child) => child.nodeType === ELEMENT_NODE);
  const stack = [document.documentElement];
  while (stack.length) {
    const node = stack.pop()!;
    const id = Array.from(node.attributes ?? []).find((attribute) => attribute.name === 'id')?.value;
    if (id && !byId.has(id)) byId.set(id, node);
    stack.push(...elementsOf(node));
  }
  const referencesOf = (node: XmlNode): XmlNode[] =>
    Array.from(node.attributes ?? []).flatMap((attribute) => {
      const ids = attribute.name === 'href' ? [attribute.value.slice(1)] : [...attribute.value.matchAll(/url\(\s*['"]?#([\w.:-]+)/g)].map((match) => match[1]!);
      return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    });
  const sizes = new Map<XmlNode, number>();
  const visiting = new Set<XmlNode>();
  const size = (node: XmlNode): number => {
    const known = sizes.get(node);
    if (known !== undefined) return known;
    if (visiting.has(node)) throw new SvgRejectedError('The SVG refers to itself in a loop (through <use>, url(#…) or href); save it again flattened.');
    visiting.add(node);
    let total = 1;
    for (const child of [...elementsOf(node), ...referencesOf(node)]) {
      total += size(child);
      if (total > SVG_MAX_DRAWN_ELEMENTS) throw new SvgRejectedError(`The SVG draws more than ${SVG_MAX_DRAWN_ELEMENTS} shapes once its <use> references are followed; simplify the logo.`);
    }
    visiting.delete(node);
    sizes.set(node, total);
    return total;
  };
  try {
    size(document.documentElement);
  } catch (error) {
    // A chain of thousands of references could outgrow the call stack: that is no logo either.
    if (error instanceof RangeError) throw new SvgRejectedError('The SVG chains too many references; save it again flattened.');
    throw error;
  }
}

/**
 * Parses an SVG document and writes it back with only allowed elements and attributes.
 * Throws `SvgRejectedError` when the text is not well-formed XML, its root is not `<svg>`,
 * it declares entities, or it is too large or too deeply nested to be a logo.
 *
 * @example
 * sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>x</script><rect width="4" height="4"/></svg>')
 * // { svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>', removed: ['attribute onload', 'element script'], … }
 */
export function sanitizeSvg(text: string): SanitizedSvg {
  if (/<!ENTITY/i.test(text)) throw new SvgRejectedError('The SVG declares XML entities; save it again without a DOCTYPE.');
  let document: { documentElement: XmlNode | null };
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new SvgRejectedError(`The SVG is not well-formed XML (${String(message).split('\n')[0]?.slice(0, 120)}).`);
      },
    }).parseFromString(text, 'image/svg+xml') as unknown as { documentElement: XmlNode | null };
  } catch (error) {
    if (error instanceof SvgRejectedError) throw error;
    throw new SvgRejectedError(`The SVG is not well-formed XML (${(error as Error).message.split('\n')[0]?.slice(0, 120)}).`);
  }
  const root = document.documentElement;
  if (!root || root.localName !== 'svg' || (root.namespaceURI !== SVG_NAMESPACE && root.namespaceURI !== null)) {
    throw new SvgRejectedError('The file is not an SVG image (its root element is not <svg>).');
  }

  const removed = new Set<string>();
  let elements = 0;
  const rootNamespace = root.namespaceURI;

  const write = (node: XmlNode, depth: number): string => {
    const name = node.localName ?? '';
    if (node.namespaceURI !== rootNamespace || !ALLOWED_ELEMENTS.has(name)) {
      removed.add(`element ${name || '(unnamed)'}`);
      return '';
    }
    elements += 1;
    if (elements > SVG_MAX_ELEMENTS) throw new SvgRejectedError(`The SVG has more than ${SVG_MAX_ELEMENTS} elements; simplify the logo.`);
    if (depth > SVG_MAX_DEPTH) throw new SvgRejectedError(`The SVG is nested more than ${SVG_MAX_DEPTH} levels deep; simplify the logo.`);

    let attributes = depth === 0 ? ` xmlns="${SVG_NAMESPACE}"` : '';
    const seen = new Set<string>();
    for (const attribute of Array.from(node.attributes ?? [])) {
      const namespace = attribute.namespaceURI;
      const local = attribute.localName ?? attribute.name;
      // Namespace declarations are written afresh; xml:space is harmless and dropped.
      if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:') || namespace === XML_NAMESPACE) continue;
      const isHref = local === 'href' && (namespace === null || namespace === XLINK_NAMESPACE);
      if (!isHref && (namespace !== null || !ALLOWED_ATTRIBUTES.has(local))) {
        removed.add(`attribute ${attribute.name}`);
        continue;
      }
      let value = attribute.value;
      if (isHref) {
        // Only a reference into this same file (`#id`); never a URL, a file or a data: URI.
        if (!/^#[\w.:-]+$/.test(value.trim())) {
          removed.add('outside reference in href');
          continue;
        }
        value = value.trim();
      } else if (local === 'style') {
        value = filterStyle(value, removed);
        if (value === '') continue;
      } else if (!urlsAreLocal(value) || looksActive(value)) {
        removed.add(`outside reference in ${local}`);
        continue;
      }
      const outName = isHref ? 'href' : local;
      if (seen.has(outName)) continue;
      seen.add(outName);
      attributes += ` ${outName}="${escapeAttribute(value)}"`;
    }

    let children = '';
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === ELEMENT_NODE) children += write(child, depth + 1);
      else if ((child.nodeType === TEXT_NODE || child.nodeType === CDATA_NODE) && TEXT_ELEMENTS.has(name)) children += escapeText(child.nodeValue ?? '');
      else if (child.nodeType !== TEXT_NODE) removed.add(child.nodeType === 8 ? 'comment' : child.nodeType === 7 ? 'processing instruction' : 'other node');
    }
    return children === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${children}</${name}>`;
  };

  const svg = write(root, 0);
  assertBoundedExpansion(svg);
  const rootAttribute = (attributeName: string) =>
    Array.from(root.attributes ?? []).find((attribute) => attribute.name === attributeName)?.value ?? null;
  const viewBox = (rootAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const fromViewBox = viewBox.length === 4 && viewBox.every(Number.isFinite) && viewBox[2]! > 0 && viewBox[3]! > 0;
  const width = lengthOf(rootAttribute('width')) ?? (fromViewBox ? viewBox[2]! : null);
  const height = lengthOf(rootAttribute('height')) ?? (fromViewBox ? viewBox[3]! : null);
  // Comments and the like are not worth reporting as "removed" on their own.
  const worthReporting = [...removed].filter((entry) => entry !== 'comment' && entry !== 'processing instruction');
  return { svg, removed: worthReporting, width, height };
}
