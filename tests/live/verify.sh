#!/bin/sh
# verify.sh - carc verify beside a writer (issue 28, 1): at every --jobs
# (1, 2, 4 and the default), in a rollback-journal database and in a WAL
# one, beside a writer that commits new games and beside one that
# rewrites games in place, every verdict printed is the verdict of a
# still copy of that game, the games are those of one snapshot, and no
# run fails ("is damaged", a torn read) or makes the writer fail.
#
# The cause this guards against: a descriptor of the database opened and
# closed by carc beside SQLite's own drops every POSIX lock the process
# holds on the file (fcntl(2)), so that the parts of a reading and the
# integrity check read pages while the writer wrote them.
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
: "${RUNS:=3}" "${GAMES:=1000}"

db=$tmp/live.db
for journal in delete wal; do
	for mode in append rewrite; do
		mklive "$db" "$GAMES" "$journal" || exit 99
		startw "$mode" "$db" "$GAMES"
		# the writer is under way before carc starts
		while [ ! -s "$db.commits" ]; do
			kill -0 "$wpid" 2>/dev/null || break
			sleep 0.05
		done
		c0=$(cat "$db.commits")
		outs= errs=0
		for jobs in 1 2 4 default; do
			j="--jobs $jobs"
			[ "$jobs" = default ] && j=
			r=0
			while [ $r -lt "$RUNS" ]; do
				r=$((r + 1))
				o=$tmp/out.$journal.$mode.$jobs.$r
				# shellcheck disable=SC2086
				"$CARC" verify $j --format json "$db" > "$o.json" \
				    2> "$o.err"
				st=$?
				# exit 1 with version 3 among the games, else 0
				want=0
				grep -q '"verdict":"divergent"' "$o.json" && want=1
				if [ -s "$o.err" ] || [ $st -ne $want ]; then
					errs=$((errs + 1))
					echo "  --jobs $jobs run $r: exit $st" \
					    "(want $want): $(head -c 300 "$o.err")"
				else
					outs="$outs $o.json"
				fi
			done
		done
		c1=$(cat "$db.commits")
		stopw "$db" || ko "$journal, $mode: the writer failed:" \
		    "$(head -c 300 "$db.writer-err")"
		[ "$c1" -gt "$c0" ] || ko "$journal, $mode: the writer" \
		    "committed nothing while carc read"
		# shellcheck disable=SC2086
		[ -z "$outs" ] || judge "$mode" "$GAMES" $outs > "$tmp/judge" ||
		    ko "$journal, $mode: $(head -3 "$tmp/judge")"
		if [ $errs -eq 0 ]; then
			ok "$journal journal, writer ${mode}s ($((c1 - c0)) commits):" \
			    "$((4 * RUNS)) runs, every verdict as of a still copy"
		else
			ko "$journal journal, writer ${mode}s: $errs runs of $((4 * RUNS))" \
			    "failed or gave the wrong exit status"
		fi
	done
done
[ $nfail -eq 0 ]
