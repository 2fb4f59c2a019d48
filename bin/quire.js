#!/usr/bin/env node
'use strict';
// The `quire` command. Runs the compiled CLI from lib/ (built by `npm ci` through the prepare script).
const path = require('node:path');
const fs = require('node:fs');

process.setSourceMapsEnabled?.(true);
const cli = path.join(__dirname, '..', 'lib', 'core', 'cli.js');
if (!fs.existsSync(cli)) {
  process.stderr.write('[quire] error: Quire is not compiled (lib/ is missing). Run "npm ci" (or "npm run build:lib") in the Quire folder.\n');
  process.exit(1);
}
require(cli).main(process.argv.slice(2));
