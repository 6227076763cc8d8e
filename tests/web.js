// web.js - run one entry point of the WebAssembly module under node, as
// the workbench page calls it: node web.js MODULE.js rules
'use strict';
const [module_path, what] = process.argv.slice(2);
require(module_path)().then(m => {
  const text = what === 'rules' ? m._carc_web_rules() : 0;
  if (!text) {
    process.stderr.write('carc-web: ' + m.UTF8ToString(m._carc_web_error()) + '\n');
    process.exit(1);
  }
  process.stdout.write(m.UTF8ToString(text));
  m._free(text);
});
