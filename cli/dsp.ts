// Placeholder until the CLI lands; keeps `npm ci` (prepare) working.
console.log('dsp: the CLI is being built');
