/**
 * The readers of environment values: one for numbers, one for on/off switches, one for http(s)
 * URLs, one for text, one for a word out of a list. Each is a zod schema from the raw string
 * (or its absence) to the typed value; an empty or blank value counts as unset. A value that
 * cannot be right fails with a message that `loadConfig` prefixes with the variable's name
 * (`PORT must be an integer 0–65535, got "abc"`). Each reader records the default as the
 * settings table shows it (`shownDefault`, read by `settingsTable`).
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** What the settings table shows in the default column of a setting (markdown). */
export interface SettingMeta {
  readonly shownDefault: string;
}

const raw = z.string().optional();

/** The value trimmed, or undefined when unset or blank. */
function present(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

const nf = new Intl.NumberFormat('en-US', { useGrouping: false });

function rangeText(integer: boolean, min: number, max: number): string {
  const kind = integer ? 'an integer' : 'a number';
  if (max === Number.POSITIVE_INFINITY) return `${kind} of ${nf.format(min)} or more`;
  return `${kind} ${nf.format(min)}–${nf.format(max)}`;
}

export interface NumberOptions {
  /** Whole numbers only (default true). */
  readonly integer?: boolean;
  /** Smallest accepted value (default 0). */
  readonly min?: number;
  /** Largest accepted value (default none). */
  readonly max?: number;
}

/** Parses one number against the options; the error text without the variable's name, or the value. */
export function numberFrom(text: string, { integer = true, min = 0, max = Number.POSITIVE_INFINITY }: NumberOptions = {}): number | string {
  const parsed = text.trim() === '' ? Number.NaN : Number(text);
  const ok = Number.isFinite(parsed) && (!integer || Number.isInteger(parsed)) && parsed >= min && parsed <= max;
  return ok ? parsed : `must be ${rangeText(integer, min, max)}, got "${text}"`;
}

/**
 * A number setting: `fallback` when unset (undefined keeps "unset" apart, for a setting whose
 * absence means something); see `NumberOptions` for what is accepted. `shown` overrides the
 * table's default column.
 */
export function numberSetting<const T extends number | undefined>(fallback: T, options: NumberOptions & { readonly shown?: string } = {}) {
  return raw
    .transform((value, ctx): number | T => {
      const text = present(value);
      if (text === undefined) return fallback;
      const parsed = numberFrom(text, options);
      return typeof parsed === 'number' ? parsed : fail(ctx, parsed);
    })
    .meta({ shownDefault: options.shown ?? (fallback === undefined ? '—' : `\`${nf.format(fallback)}\``) } satisfies SettingMeta);
}

/** A comma-separated list of numbers (`5,300,1800`), each read as `numberSetting` reads one; `fallback` when unset. */
export function numberListSetting(fallback: readonly number[], options: NumberOptions = {}) {
  return raw
    .transform((value, ctx): readonly number[] => {
      const text = present(value);
      if (text === undefined) return fallback;
      const numbers: number[] = [];
      for (const part of text.split(',')) {
        const parsed = numberFrom(part.trim(), options);
        if (typeof parsed === 'string') return fail(ctx, `must be a comma-separated list of numbers, each ${parsed.replace(/^must be /, '')}`);
        numbers.push(parsed);
      }
      return numbers;
    })
    .meta({ shownDefault: `\`${fallback.join(',')}\`` } satisfies SettingMeta);
}

const ON_WORDS = ['on', '1', 'true', 'yes'];
const OFF_WORDS = ['off', '0', 'false', 'no'];

/**
 * An on/off switch: `on`, `1`, `true`, `yes` or `off`, `0`, `false`, `no` (any case); `fallback`
 * when unset. `undefined` as the fallback keeps "unset" apart, for a switch another setting decides
 * (`shown` then says what the table shows as its default).
 */
export function switchSetting<const T extends boolean | undefined>(fallback: T, shown?: string) {
  return raw
    .transform((value, ctx): boolean | T => {
      const text = present(value)?.toLowerCase();
      if (text === undefined) return fallback;
      if (ON_WORDS.includes(text)) return true;
      if (OFF_WORDS.includes(text)) return false;
      return fail(ctx, `must be on or off (also 1/0, true/false, yes/no), got "${value}"`);
    })
    .meta({ shownDefault: shown ?? (fallback === undefined ? '—' : fallback ? 'on' : 'off') } satisfies SettingMeta);
}

/** Reads an http(s) URL without its trailing slashes; the error text, or the URL. */
function httpUrlFrom(text: string): { url: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `must be an http(s) URL, got "${text}"` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `must be an http(s) URL, got "${text}"` };
  return { url: text.replace(/\/+$/, '') };
}

/** An http(s) URL, trailing slashes dropped; `fallback` when unset (undefined: none). */
export function urlSetting<const T extends string | undefined>(fallback: T) {
  return raw
    .transform((value, ctx): string | T => {
      const text = present(value);
      if (text === undefined) return fallback;
      const read = httpUrlFrom(text);
      return 'url' in read ? read.url : fail(ctx, read.error);
    })
    .meta({ shownDefault: fallback === undefined ? '—' : `\`${fallback}\`` } satisfies SettingMeta);
}

/** An http(s) URL as `urlSetting` reads it, or `off` (null): a service that can be turned off. */
export function urlOrOffSetting(fallback: string) {
  return raw
    .transform((value, ctx): string | null => {
      const text = present(value);
      if (text === undefined) return fallback;
      if (text.toLowerCase() === 'off') return null;
      const read = httpUrlFrom(text);
      return 'url' in read ? read.url : fail(ctx, `must be an http(s) URL or "off", got "${text}"`);
    })
    .meta({ shownDefault: `\`${fallback}\`` } satisfies SettingMeta);
}

/** Free text, trimmed; `fallback` when unset or blank (undefined: none). `shown` overrides the table's default column. */
export function textSetting<const T extends string | undefined>(fallback: T, shown?: string) {
  return raw
    .transform((value): string | T => present(value) ?? fallback)
    .meta({ shownDefault: shown ?? (fallback === undefined ? '—' : `\`${fallback}\``) } satisfies SettingMeta);
}

/** One word out of `choices` (any case); `fallback` when unset (undefined: none). */
export function choiceSetting<const C extends readonly string[], const T extends C[number] | undefined>(choices: C, fallback: T) {
  return raw
    .transform((value, ctx): C[number] | T => {
      const text = present(value)?.toLowerCase();
      if (text === undefined) return fallback;
      if ((choices as readonly string[]).includes(text)) return text as C[number];
      const quoted = choices.map((choice) => `"${choice}"`);
      const list = quoted.length === 2 ? quoted.join(' or ') : `one of ${quoted.join(', ')}`;
      return fail(ctx, `must be ${list}, got "${value}"`);
    })
    .meta({ shownDefault: fallback === undefined ? '—' : `\`${fallback}\`` } satisfies SettingMeta);
}

/** Names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the TCP peer is the client, X-Forwarded-For is
 * ignored). `true` trusts only a proxy on this machine (`loopback`: 127.0.0.0/8 and ::1), never
 * every peer, because then any client could name its own address. Otherwise a comma-separated
 * list of IPs, CIDRs (`10.0.0.0/8`) or range names; X-Forwarded-For is then read right to left
 * and the first address not in the list is the client.
 */
export function trustedProxiesFrom(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return [];
  if (text === 'true') return ['loopback'];
  return text.split(',').map((entry) => {
    const proxy = entry.trim();
    const [address = '', prefix, ...rest] = proxy.split('/');
    const version = isIP(address);
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (PROXY_RANGE_NAMES.includes(proxy) || (version !== 0 && validPrefix && rest.length === 0)) return proxy;
    throw new Error(`TRUST_PROXY must be true, false or a comma-separated list of IPs / CIDRs, got "${proxy}"`);
  });
}

/** The proxies whose X-Forwarded-For is believed, as `trustedProxiesFrom` reads them. */
export function proxyListSetting() {
  return raw
    .transform((value, ctx): readonly string[] => {
      try {
        return trustedProxiesFrom(value);
      } catch (error) {
        return fail(ctx, (error as Error).message.replace(/^TRUST_PROXY /, ''));
      }
    })
    .meta({ shownDefault: 'off' } satisfies SettingMeta);
}
