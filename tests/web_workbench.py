"""web_workbench.py - the workbench opened at many positions in one run of
headless Chromium, for the tests that check the "try it" links of carc's
pages (web-reference.py, web-report.py; imported from beside them).

A copy of the workbench page beside it (so that its scripts and
carc-web.js load from file:// as the links' pages load them) gets a
script that, once the page is ready, opens each position as a link
does (location.hash = '#pos=...', then the hashchange the page listens
to) and writes what the page shows into a <pre id="results">: the error
line and the answers' JSON.  Chromium's DOM after the run is read back
and the copy removed.
"""
import html
import json
import os
import re
import subprocess

SCRIPT = """
window.carcWorkbench.then(function () {
	var out = [];
	CASES.forEach(function (c) {
		location.hash = '#pos=' + c.pos;
		window.dispatchEvent(new HashChangeEvent('hashchange'));
		out.push({ error: document.getElementById('error').textContent,
		    answers: document.getElementById('answers-json').textContent });
	});
	var p = document.createElement('pre');
	p.id = 'results';
	p.textContent = JSON.stringify(out);
	document.body.appendChild(p);
});
"""


def open_positions(chrome, workbench_dir, cases, tmp):
    """Open each case's position ("pos": the notation in base64url, as in
    a link's #pos=) in the workbench of workbench_dir (its workbench.html),
    with Chromium CHROME and a profile under TMP.  Returns, in the order
    of cases, {"error": the page's error line, "answers": its answers'
    JSON text}; fewer where the page stopped answering (none if it never
    did), which the caller counts as a failure."""
    with open(os.path.join(workbench_dir, "workbench.html")) as f:
        page = f.read()
    path = os.path.join(workbench_dir, "try-test.html")
    with open(path, "w") as f:
        f.write(page.replace("</body>", "<script>var CASES = %s;\n%s"
                             "</script></body>" % (json.dumps(cases),
                                                   SCRIPT)))
    try:
        dom = subprocess.run([chrome, "--headless", "--no-sandbox",
                              "--disable-gpu", "--no-first-run",
                              "--disable-background-networking",
                              "--user-data-dir=" +
                              os.path.join(tmp, "profile"),
                              "--virtual-time-budget=600000",
                              "--dump-dom", "file://" + path],
                             capture_output=True, text=True,
                             timeout=600).stdout
    finally:
        os.unlink(path)
    m = re.search(r'<pre id="results">(.*?)</pre>', dom, re.S)
    return json.loads(html.unescape(m.group(1))) if m else []
