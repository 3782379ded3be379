/** Types of eslint-no-cycle.mjs, for its test. */
import type { Linter } from 'eslint';

/** The flat-config block: `shop/no-cycle` (type-only and dynamic imports counted) over `files`. */
export declare function noCycleConfig(files: string[]): Linter.Config;
/** The parser import-x reads other files with: typescript-eslint's, every import a value one. */
export declare function parseForESLint(code: string, options: unknown): unknown;
