import { dec, type Decimal } from '../../money/decimal';

/**
 * The level payment per 1 USD borrowed, r(1 + r)^n / ((1 + r)^n − 1) with r = annual rate ÷ 1200,
 * digit for digit as decimal.js computes it in `monthlyPaymentDecimal(1, rate, n)` (precision 28,
 * half-up), in a fraction of the time.
 *
 * Why: the calculators' decimal.js paths and `levelPayment` need the factor as a Decimal, and for
 * a rate seen for the first time decimal.js's power and division cost more than all the rest of a
 * calculation. Every step below is one decimal.js step redone on exact integers
 * (BigInt mantissa × power of ten), rounded where decimal.js rounds and nowhere else:
 *
 * 1. r = rate ÷ 100 ÷ 12: the rate's shortest decimal (as `new Decimal(number)` reads it), divided
 *    exactly by 100, then by 12 with the quotient rounded half-up to 28 significant digits;
 * 2. x = 1 + r rounded to 28 digits;
 * 3. (1 + r)^n by decimal.js's exponentiation by squaring (`intPow`): every product is exact,
 *    then cut to its leading 8 base-10^7 words (decimal.js keeps digits in such words, aligned on
 *    the decimal point); when the result itself was cut and its last kept word is 0, that word
 *    becomes 1 so the final rounding rounds the right way; the power is then rounded to 28 digits;
 * 4. the factor = (r × g rounded to 28 digits) ÷ (g − 1 rounded to 28 digits), rounded to 28 digits.
 *
 * decimal.js rounds every multiplication, subtraction and division correctly (to the nearest
 * 28-digit value, half-up), so each step here is the exact result rounded the same way. Equal to
 * `monthlyPaymentDecimal(1, rate, n)` (property-tested over wide random rates and terms, and the
 * calculators fall back to that function for the cases left out below).
 *
 * Returns undefined for a rate of zero or one so small that the loan counts as interest-free
 * (those keep the decimal.js path), and for a rate that is not a finite number.
 */
export function exactPaymentFactor(annualRatePercent: number, termMonths: number): Decimal | undefined {
  if (!(annualRatePercent > 0) || !Number.isFinite(annualRatePercent)) return undefined;
  if (!Number.isSafeInteger(termMonths) || termMonths < 1) return undefined;
  // monthlyPaymentDecimal treats r × n below 10^-12 as a zero rate; stay far from that line
  if ((annualRatePercent / 1200) * termMonths < 1e-9) return undefined;
  const rate = shortestDecimal(annualRatePercent);
  if (rate === undefined) return undefined;
  // rate ÷ 100 is exact (a shift); ÷ 12 rounds
  const r = divide({ m: rate.m, e: rate.e - 2 }, TWELVE);
  const x = round28(add(ONE, r));
  const g = termMonths === 1 ? x : round28(integerPower(x, termMonths));
  const factor = divide(round28(multiply(r, g)), round28(subtract(g, ONE)));
  return dec(`${factor.m}e${factor.e}`);
}

/** value = m × 10^e with m > 0 (m may carry trailing zeros). */
interface Exact {
  m: bigint;
  e: number;
}

const PRECISION = 28;
const WORD_DIGITS = 7; // decimal.js LOG_BASE
const POWER_WORDS = Math.ceil(PRECISION / WORD_DIGITS + 4); // the word count intPow keeps
const ONE: Exact = { m: 1n, e: 0 };
const TWELVE: Exact = { m: 12n, e: 0 };

const POW10: bigint[] = [];
for (let i = 0, p = 1n; i <= 400; i += 1, p *= 10n) POW10.push(p);

function pow10(k: number): bigint {
  return POW10[k] ?? 10n ** BigInt(k);
}

/** Number of decimal digits of m > 0. */
function digitCount(m: bigint): number {
  let low = 1;
  let high = POW10.length - 1;
  if (m >= (POW10[high] as bigint)) return m.toString().length;
  // smallest d with m < 10^d
  while (low < high) {
    const mid = (low + high) >> 1;
    if (m < (POW10[mid] as bigint)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Rounded half-up to `PRECISION` significant digits (decimal.js `finalise` with ROUND_HALF_UP). */
function round28(x: Exact): Exact {
  const drop = digitCount(x.m) - PRECISION;
  if (drop <= 0) return x;
  const unit = pow10(drop);
  const kept = x.m / unit;
  const rest = x.m - kept * unit;
  // half-up looks at the first dropped digit only: rest ≥ 5 × 10^(drop − 1)
  return { m: 2n * rest >= unit ? kept + 1n : kept, e: x.e + drop };
}

function multiply(a: Exact, b: Exact): Exact {
  return { m: a.m * b.m, e: a.e + b.e };
}

function add(a: Exact, b: Exact): Exact {
  return a.e <= b.e
    ? { m: a.m + b.m * pow10(b.e - a.e), e: a.e }
    : { m: a.m * pow10(a.e - b.e) + b.m, e: b.e };
}

/** a − b for a > b. */
function subtract(a: Exact, b: Exact): Exact {
  return a.e <= b.e
    ? { m: a.m - b.m * pow10(b.e - a.e), e: a.e }
    : { m: a.m * pow10(a.e - b.e) - b.m, e: b.e };
}

/** a ÷ b rounded half-up to 28 significant digits, from at least 29 exact leading digits. */
function divide(a: Exact, b: Exact): Exact {
  const shift = Math.max(0, PRECISION + 2 - digitCount(a.m) + digitCount(b.m));
  return round28({ m: (a.m * pow10(shift)) / b.m, e: a.e - b.e - shift });
}

/**
 * x^n as decimal.js's `intPow` forms it before its final rounding (see step 3 above), on the same
 * base-10^7 words decimal.js uses (most significant first, aligned on the decimal point), with
 * plain numbers: a column of at most 8 word products stays below 8·10^14, inside the exact range.
 */
function integerPower(base: Exact, n: number): Exact {
  const aligned = alignToWords(base);
  const x = new Words(wordsOf(aligned.m), aligned.e / WORD_DIGITS);
  const result = new Words([1], 0);
  let k = n;
  for (;;) {
    if (k % 2 === 1) {
      result.multiplyBy(x);
      const truncated = result.cut();
      k = Math.floor(k / 2);
      if (k === 0) {
        // decimal.js: when the result was cut and its last word is 0, that word becomes 1
        const last = result.length - 1;
        if (truncated && result.d[last] === 0) result.d[last] = 1;
        return result.toExact();
      }
    } else {
      k = Math.floor(k / 2);
    }
    x.multiplyBy(x);
    x.cut();
  }
}

const BASE = 1e7;

/** value = Σ d[i] × 10^(7 × (low + d.length − 1 − i)); d[0] > 0. */
class Words {
  constructor(
    public d: number[],
    public low: number,
  ) {}

  get length(): number {
    return this.d.length;
  }

  /** this × other, exact, leading and trailing zero words removed (as decimal.js `times` leaves it). */
  multiplyBy(other: Words): void {
    const long = this.d.length >= other.d.length ? this.d : other.d;
    const short = long === this.d ? other.d : this.d;
    const xl = long.length;
    const yl = short.length;
    // column sums first (each below 8 × 10^14, exact), then one carry pass: no division in the
    // inner loop, so the loop is not held up by a chain of carries
    const r: number[] = [];
    for (let k = xl + yl; k > 0; k -= 1) r.push(0); // a packed array, as decimal.js builds it
    for (let i = 0; i < yl; i += 1) {
      const yi = short[i] as number;
      for (let j = 0; j < xl; j += 1) r[i + j + 1] = (r[i + j + 1] as number) + yi * (long[j] as number);
    }
    let carry = 0;
    for (let k = xl + yl - 1; k >= 0; k -= 1) {
      const t = (r[k] as number) + carry;
      carry = Math.floor(t / BASE);
      r[k] = t - carry * BASE;
    }
    let low = this.low + other.low;
    while (r.length > 1 && r[r.length - 1] === 0) {
      r.pop();
      low += 1;
    }
    if (r[0] === 0) r.shift();
    this.d = r;
    this.low = low;
  }

  /** `truncate(d, k)`: keep the leading `POWER_WORDS` words; true when any were dropped. */
  cut(): boolean {
    const drop = this.d.length - POWER_WORDS;
    if (drop <= 0) return false;
    this.d.length = POWER_WORDS;
    this.low += drop;
    return true;
  }

  toExact(): Exact {
    let text = String(this.d[0]);
    for (let i = 1; i < this.d.length; i += 1) text += String(this.d[i]).padStart(WORD_DIGITS, '0');
    return { m: BigInt(text), e: this.low * WORD_DIGITS };
  }
}


function alignToWords(x: Exact): Exact {
  const spare = ((x.e % WORD_DIGITS) + WORD_DIGITS) % WORD_DIGITS;
  return spare === 0 ? x : { m: x.m * pow10(spare), e: x.e - spare };
}

function wordsOf(m: bigint): number[] {
  const text = m.toString();
  const words: number[] = [];
  let end = text.length;
  for (; end > WORD_DIGITS; end -= WORD_DIGITS) words.unshift(Number(text.slice(end - WORD_DIGITS, end)));
  words.unshift(Number(text.slice(0, end)));
  return words;
}


/** The decimal a JavaScript number prints as (what `new Decimal(number)` reads), as m × 10^e. */
function shortestDecimal(value: number): Exact | undefined {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (match === null) return undefined;
  const whole = match[1] as string;
  const fractionDigits = match[2] ?? '';
  const exponent = match[3] === undefined ? 0 : Number(match[3]);
  return { m: BigInt(whole + fractionDigits), e: exponent - fractionDigits.length };
}
