// Writes viewer/styles/tokens.css from tokens/ (npm run tokens). The file is
// committed so a fresh clone, `npm start` and Vite need no token step; a test
// fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { DEFAULT_TOKENS_DIR } from '../core/build/build-output';
import { themesOf } from '../core/tokens';
import { renderPortalTokensCss } from '../cli/tokens/style-dictionary-css';
import { readTokenFiles } from '../cli/tokens/tokens-fs';

const files = readTokenFiles(DEFAULT_TOKENS_DIR);
if (files === null) throw new Error(`${DEFAULT_TOKENS_DIR}/ not found`);
writeFileSync('viewer/styles/tokens.css', await renderPortalTokensCss(files, themesOf(files)));
console.log('wrote viewer/styles/tokens.css');
