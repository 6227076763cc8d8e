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

# Runs of Chromium for one page before its missing results count.  A run
# can end without the page's results for a reason of the browser's, not
# the page's: seen once in about a dozen CI runs on a loaded 2-core
# machine (--virtual-time-budget may run out while the WebAssembly still
# compiles in real time).  A page that never writes them fails all three.
ATTEMPTS = 3


def page_results(chrome, path, tmp):
    """The JSON in the <pre id="results"> that the page at PATH writes,
    as headless Chromium CHROME dumps its DOM (a fresh profile under TMP
    for each run), or None after ATTEMPTS runs without it; each run that
    gave none is said on stdout with Chromium's exit status and the end
    of its standard error."""
    for attempt in range(1, ATTEMPTS + 1):
        profile = os.path.join(tmp, "profile-%d" % attempt)
        run = subprocess.run([chrome, "--headless", "--no-sandbox",
                              "--disable-gpu", "--no-first-run",
                              "--disable-background-networking",
                              "--disable-component-update",
                              "--disable-sync",
                              "--user-data-dir=" + profile,
                              "--virtual-time-budget=600000",
                              "--dump-dom", "file://" + path],
                             capture_output=True, text=True, timeout=600)
        m = re.search(r'<pre id="results">(.*?)</pre>', run.stdout, re.S)
        if m:
            return json.loads(html.unescape(m.group(1)))
        print("chromium run %d of %d wrote no results (exit %d, %d bytes "
              "of DOM); its stderr ends: %s" % (
                  attempt, ATTEMPTS, run.returncode, len(run.stdout),
                  run.stderr.strip()[-300:].replace("\n", " | ")))
    return None


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
        results = page_results(chrome, path, tmp)
    finally:
        os.unlink(path)
    return results if results is not None else []
