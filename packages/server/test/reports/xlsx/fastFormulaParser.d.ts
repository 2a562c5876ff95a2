/** The part of fast-formula-parser (MIT, no types of its own) the XLSX evaluation test uses. */
declare module 'fast-formula-parser' {
  interface CellRef {
    sheet: string;
    row: number;
    col: number;
  }
  interface ParserConfig {
    onCell?: (ref: CellRef) => unknown;
    /** A range's values, row by row. */
    onRange?: (ref: { sheet: string; from: { row: number; col: number }; to: { row: number; col: number } }) => unknown[][];
    functions?: Record<string, (...args: { value: unknown }[]) => unknown>;
  }
  export default class FormulaParser {
    constructor(config?: ParserConfig);
    parse(formula: string, position: CellRef, allowReturnArray?: boolean): unknown;
  }
}
