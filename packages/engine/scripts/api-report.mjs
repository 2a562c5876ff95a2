#!/usr/bin/env node
/**
 * The public API report of @rei/engine: api/engine.api.md, checked in, so a change to the public
 * types shows in review. For the root export, every name with its kind and its type as
 * TypeScript prints it (object types expanded one level); for each subpath, the names it exports.
 *
 *   node scripts/api-report.mjs           rewrite api/engine.api.md
 *   node scripts/api-report.mjs --check   fail (exit 1) when the checked-in report is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(join(packageDir, 'package.json'))('typescript');
const reportPath = join(packageDir, 'api', 'engine.api.md');
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

/** Subpath → source file, from package.json `exports` (the `source` condition). */
const entries = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.source)
  .map(([subpath, target]) => ({ subpath: subpath === '.' ? '@rei/engine' : `@rei/engine/${subpath.slice(2)}`, file: join(packageDir, target.source) }));

const configFile = ts.readConfigFile(join(packageDir, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, packageDir);
const program = ts.createProgram(
  entries.map((e) => e.file),
  { ...parsed.options, noEmit: true },
);
const checker = program.getTypeChecker();
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.WriteArrayAsGenericType;

function print(type) {
  return checker.typeToString(type, undefined, FLAGS);
}

function describeMembers(type) {
  const lines = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
    return `  ${readonly}${property.getName()}${optional}: ${print(propertyType)};`;
  });
  return lines.length > 0 ? `{\n${lines.join('\n')}\n}` : '{}';
}

/**
 * A zod schema as what it accepts and what it answers (its generic type is thousands of characters),
 * read from its `_zod` internals, which classic and zod/mini schemas share: `ZodMiniSchema<…>` for a
 * zod/mini schema (no classic methods such as `.nullable()`), `ZodSchema<…>` for a classic one.
 */
function schemaText(type) {
  const internals = checker.getPropertyOfType(type, '_zod');
  if (!internals) return undefined;
  const internalsType = checker.getTypeOfSymbol(internals);
  const input = checker.getPropertyOfType(internalsType, 'input');
  const output = checker.getPropertyOfType(internalsType, 'output');
  if (!input || !output) return undefined;
  const kind = checker.getPropertyOfType(type, '_output') ? 'ZodSchema' : 'ZodMiniSchema';
  const inputText = print(checker.getTypeOfSymbol(input));
  const outputText = print(checker.getTypeOfSymbol(output));
  return inputText === outputText ? `${kind}<${outputText}>` : `${kind}<input: ${inputText}, output: ${outputText}>`;
}

function describe(exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const out = [];
  if (symbol.flags & ts.SymbolFlags.Class) {
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    const statics = checker.getTypeOfSymbol(symbol);
    const constructors = statics.getConstructSignatures().map((s) => `  constructor${checker.signatureToString(s, undefined, FLAGS).replace(/ => .*$/, '')};`);
    out.push(`class ${name} ${describeMembers(instance).replace(/^\{/, `{\n${constructors.join('\n')}`)}`);
  } else {
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      const isObject = declared.flags & ts.TypeFlags.Object && !(declared.getCallSignatures().length > 0);
      out.push(`type ${name} = ${isObject ? describeMembers(declared) : print(declared)}`);
    }
    if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Enum)) {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      if (symbol.flags & ts.SymbolFlags.Function) {
        for (const signature of type.getCallSignatures()) out.push(`function ${name}${checker.signatureToString(signature, undefined, FLAGS)}`);
      } else {
        const isConst = declaration && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
        out.push(`${isConst ? 'const' : 'let'} ${name}: ${schemaText(type) ?? print(type)}`);
      }
    }
  }
  return out.length > 0 ? out.join('\n') : `unknown ${name}`;
}

function exportsOf(file) {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`not in the program: ${file}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  return checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.getName().localeCompare(b.getName(), 'en'));
}

const sections = [
  '# @rei/engine API report',
  '',
  'Generated by `pnpm --filter @rei/engine api:report` (scripts/api-report.mjs); `check:package` fails when it is stale.',
  'A change here is a change to what other teams compile against: review it as such, and describe it in a changeset.',
  '',
];
for (const entry of entries) {
  const names = exportsOf(entry.file);
  sections.push(`## ${entry.subpath} (${names.length} exports)`, '');
  if (entry.subpath === '@rei/engine') {
    sections.push('```ts', ...names.map(describe), '```', '');
  } else {
    sections.push('```', ...names.map((s) => s.getName()), '```', '');
  }
}
/**
 * TypeScript prints a type it cannot name as `import("<absolute path>")`. The report is checked in and
 * compared on other machines, so every such path is written relative to the package (`./src/…`), or
 * from its package name for a dependency (`zod/…`): no machine path, and the same text in every clone.
 */
function portablePaths(text) {
  return text.replace(/import\("([^"]+)"\)/g, (whole, target) => {
    const dependency = target.lastIndexOf('/node_modules/');
    if (dependency >= 0) return `import("${target.slice(dependency + '/node_modules/'.length)}")`;
    if (target.startsWith(`${packageDir}/`)) return `import("./${target.slice(packageDir.length + 1)}")`;
    return whole;
  });
}
/** A unique symbol's key prints with the checker's internal id (`__@BRAND@5094`), which moves whenever any source changes; the name alone is stable. */
function stableSymbolKeys(text) {
  return text.replace(/__@([A-Za-z_$][\w$]*)@\d+/g, '__@$1');
}

const report = stableSymbolKeys(portablePaths(`${sections.join('\n').trimEnd()}\n`));

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(reportPath, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== report) {
    console.error('api/engine.api.md is stale: the public API changed. Run `pnpm --filter @rei/engine api:report`, review the diff and commit it.');
    process.exit(1);
  }
  console.log('API report is current.');
} else {
  writeFileSync(reportPath, report);
  console.log(`wrote ${reportPath} (${report.length} characters)`);
}
