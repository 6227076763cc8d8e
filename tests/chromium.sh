# chromium.sh - sourced by the tests that open carc's pages in a real
# browser (report-chromium.sh, reference-chromium.sh): find headless
# Chromium, or skip (77) when none is installed; browse() runs it with a
# profile of its own under $tmp, which the sourcing script has made.
chrome=
for c in chromium chromium-browser google-chrome; do
	if command -v "$c" >/dev/null 2>&1; then chrome=$c; break; fi
done
if [ -z "$chrome" ]; then
	echo "SKIP: no chromium (Debian: apt-get install chromium)"
	exit 77
fi

browse() {	# browse ARGS... URL  (the DOM after load goes to stdout)
	"$chrome" --headless --no-sandbox --disable-gpu --disable-quic \
	    --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync \
	    --user-data-dir="$tmp/profile" --virtual-time-budget=5000 \
	    "$@" 2>/dev/null
}
