// Where the kit's files are: the repository's root, and a file's name relative to it (the
// names the groups, the manifest and the error messages use).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rel = (file) => path.relative(root, file).split(path.sep).join('/');

