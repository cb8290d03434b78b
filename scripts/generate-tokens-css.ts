// Writes viewer/styles/tokens.css from tokens/ (npm run tokens). The file is
// committed so a fresh clone, `npm start` and Vite need no token step; a test
// fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { themesOf } from '../core/tokens';
import { renderPortalTokensCss } from '../cli/tokens/style-dictionary-css';
import { readTokenFiles } from '../cli/tokens/tokens-fs';

const files = readTokenFiles('tokens');
if (files === null) throw new Error('tokens/ not found');
writeFileSync('viewer/styles/tokens.css', await renderPortalTokensCss(files, themesOf(files)));
console.log('wrote viewer/styles/tokens.css');
