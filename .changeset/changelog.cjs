// Harbor's changelog lines for Changesets (CONTRIBUTING.md, Recording a change): each changeset becomes one
// entry, its summary as written, continuation lines indented under it. A dependency bump alone is no entry for
// a product team, so it writes nothing; the date of each release is added to its heading by
// scripts/date-changelog-headings.mjs, which `npm run version-packages` runs after `changeset version`,
// because Changesets writes the `## x.y.z` heading itself and gives a line formatter no hook for it.
'use strict';

/** @type {import('@changesets/types').ChangelogFunctions} */
const changelogFunctions = {
  async getReleaseLine(changeset) {
    const [first, ...rest] = changeset.summary.trim().split('\n');
    const more = rest.map((line) => (line.trim() === '' ? '' : `  ${line.trimEnd()}`)).join('\n');
    return `\n- ${first}${more === '' ? '' : `\n${more}`}`;
  },
  async getDependencyReleaseLine() {
    return '';
  },
};

module.exports = changelogFunctions;
