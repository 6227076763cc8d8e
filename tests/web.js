// web.js - run one entry point of the WebAssembly module under node, as
// the workbench page calls it:
//   node web.js MODULE.js rules
//   node web.js MODULE.js ask FILE [TILE [MOVE]]
'use strict';
const fs = require('fs');
const [module_path, what, file, tile, move] = process.argv.slice(2);
require(module_path)().then(m => {
  let text = 0;
  if (what === 'rules')
    text = m._carc_web_rules();
  else if (what === 'ask')
    text = m.ccall('carc_web_ask', 'number',
      ['string', 'string', 'string', 'number', 'number'],
      [fs.readFileSync(file, 'utf8'), tile || '', move || '', -1, 1]);
  if (!text) {
    process.stderr.write('carc-web: ' + m.UTF8ToString(m._carc_web_error()) + '\n');
    process.exit(1);
  }
  process.stdout.write(m.UTF8ToString(text) + (what === 'ask' ? '\n' : ''));
  m._free(text);
});
