/* carc report: the index of games.  The rows are in games.js (CARC.G);
 * only one page of them is ever in the DOM, so 100,000 games stay fast.
 * The filters and the sort live in the address (#verdict=1&rule=X...),
 * so a link can open the index filtered.  No network, no framework. */
(function () {
	"use strict";
	var G = CARC.G, R = CARC.R, E = CARC.E, C = CARC.C;
	var VN = ["valid", "divergent", "unverifiable"];
	var PAGE = 100;
	var st = { verdict: "", rule: "", exp: "", text: "", key: "id",
	    dir: 1, page: 0 };
	var rows = G;
	var $ = function (id) { return document.getElementById(id); };

	function esc(s) {
		return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;")
		    .replace(/>/g, "&gt;").replace(/"/g, "&quot;");
	}
	function sum(a) {
		var t = 0, i;
		for (i = 0; i < a.length; i++)
			t += a[i] === null ? 0 : a[i];
		return t;
	}
	function ruleLink(id, base) {
		return /^[A-Z0-9-]+$/.test(id) ? "<a class=\"rule\" href=\"" +
		    base + "reference/" + id + ".html\">" + id + "</a>" :
		    "<span class=\"rule\">" + esc(id) + "</span>";
	}
	var keys = {
		id: function (r) { return r[0]; },
		players: function (r) { return r[1].join(", ").toLowerCase(); },
		verdict: function (r) { return r[2]; },
		computed: function (r) { return sum(r[3]); },
		recorded: function (r) { return sum(r[4]); },
		ndiv: function (r) { return r[9]; },
		exp: function (r) {
			return r[6].map(function (e) { return E[e]; }).join(" ");
		}
	};

	function matches(r, ri, ei, text) {
		var i, ok;
		if (st.verdict === "problems" ? r[2] === 0 :
		    st.verdict !== "" && r[2] !== +st.verdict)
			return false;
		if (ri >= 0) {
			for (ok = false, i = 0; i < r[5].length && !ok; i++)
				ok = r[5][i][1] === ri;
			if (!ok)
				return false;
		}
		if (st.exp === "base" && r[6].length > 0)
			return false;
		if (ei >= 0 && r[6].indexOf(ei) < 0)
			return false;
		if (text !== "") {
			if (String(r[0]) === text)
				return true;
			for (ok = false, i = 0; i < r[1].length && !ok; i++)
				ok = r[1][i].toLowerCase().indexOf(text) >= 0;
			return ok;
		}
		return true;
	}

	function apply() {
		var ri = st.rule === "" ? -1 : R.indexOf(st.rule);
		var ei = st.exp === "" || st.exp === "base" ? -1 :
		    E.indexOf(st.exp);
		var text = st.text.trim().toLowerCase(), k = keys[st.key] ||
		    keys.id, dir = st.dir;
		if (st.rule !== "" && ri < 0)
			rows = [];
		else if (st.exp !== "" && st.exp !== "base" && ei < 0)
			rows = [];
		else
			rows = G.filter(function (r) {
				return matches(r, ri, ei, text);
			});
		rows.sort(function (a, b) {
			var x = k(a), y = k(b);
			return x < y ? -dir : x > y ? dir : a[0] - b[0];
		});
		render();
	}

	function totals(r, rec) {
		var a = rec ? r[4] : r[3], i, out = [];
		if (a.length === 0)
			return "&ndash;";
		for (i = 0; i < a.length; i++) {
			var bad = r[3].length > i && r[4][i] !== null &&
			    r[4][i] !== r[3][i];
			out.push("<span" + (bad ? " class=\"bad\"" : "") + ">" +
			    (a[i] === null ? "&ndash;" : a[i]) + "</span>");
		}
		return out.join(" &middot; ");
	}

	function row(r) {
		var h = [], i, seen = {}, cited = [], col = r[10] || C;
		h.push("<tr data-id=\"" + r[0] + "\" data-verdict=\"" +
		    VN[r[2]] + "\"><td class=\"num\">" + (r[7] ?
		    "<a href=\"games/" + r[0] + ".html\">" + r[0] + "</a>" :
		    r[0]) + "</td><td>");
		for (i = 0; i < r[1].length; i++)
			h.push((i ? ", " : "") + "<span class=\"p\"><span " +
			    "class=\"sw\" style=\"background:" + col[i] +
			    "\"></span>" + esc(r[1][i] || "seat " + i) +
			    "</span>");
		h.push("</td><td class=\"v" + r[2] + "\">" + VN[r[2]] +
		    "</td><td>" + totals(r, 0) + "</td><td>" + totals(r, 1) +
		    "</td><td class=\"num\">" + r[9] + "</td><td>");
		for (i = 0; i < r[5].length; i++) {
			var d = r[5][i];
			if (seen[d[1]])
				continue;
			seen[d[1]] = 1;
			cited.push(ruleLink(R[d[1]], "") + (d[0] >= 0 ?
			    " <small>seq " + d[0] + "</small>" :
			    " <small>final</small>"));
		}
		h.push(cited.join("<br>"));
		if (r[8] !== "")
			h.push("<span class=\"reason\">" + esc(r[8]) + "</span>");
		h.push("</td><td>" + (r[6].length ? r[6].map(function (e) {
			return esc(E[e]);
		}).join(", ") : "base") + "</td></tr>");
		return h.join("");
	}

	function render() {
		var pages = Math.max(1, Math.ceil(rows.length / PAGE)), i, h = [];
		var table = $("games"), ths = table.querySelectorAll("th");
		if (st.page >= pages)
			st.page = pages - 1;
		if (st.page < 0)
			st.page = 0;
		for (i = st.page * PAGE; i < rows.length &&
		    i < (st.page + 1) * PAGE; i++)
			h.push(row(rows[i]));
		table.tBodies[0].innerHTML = h.join("");
		for (i = 0; i < ths.length; i++)
			ths[i].className = ths[i].getAttribute("data-key") ===
			    st.key ? "sorted-" + st.dir : "";
		table.setAttribute("data-matches", rows.length);
		table.setAttribute("data-page", st.page);
		table.setAttribute("data-shown", table.tBodies[0].rows.length);
		$("matches").textContent = rows.length + " of " + G.length +
		    " game" + (G.length === 1 ? "" : "s");
		$("p-where").textContent = rows.length === 0 ? "no game" :
		    "games " + (st.page * PAGE + 1) + "\u2013" +
		    Math.min(rows.length, (st.page + 1) * PAGE) + " (page " +
		    (st.page + 1) + " of " + pages + ")";
		$("p-prev").disabled = $("p-first").disabled = st.page === 0;
		$("p-next").disabled = $("p-last").disabled =
		    st.page >= pages - 1;
		save();
	}

	function save() {
		var h = [], k;
		for (k in st)
			if (Object.prototype.hasOwnProperty.call(st, k) &&
			    st[k] !== "" && !(k === "key" && st[k] === "id") &&
			    !(k === "dir" && st[k] === 1) &&
			    !(k === "page" && st[k] === 0))
				h.push(k + "=" + encodeURIComponent(st[k]));
		if (window.history && history.replaceState)
			history.replaceState(null, "", h.length ? "#" +
			    h.join("&") : location.pathname);
	}

	function load() {
		var parts = location.hash.replace(/^#/, "").split("&"), i;
		for (i = 0; i < parts.length; i++) {
			var kv = parts[i].split("="), k = kv[0];
			if (kv.length !== 2 ||
			    !Object.prototype.hasOwnProperty.call(st, k))
				continue;
			var v = decodeURIComponent(kv[1]);
			st[k] = k === "dir" || k === "page" ? +v || 0 : v;
		}
		if (st.dir !== -1)
			st.dir = 1;
	}

	function options(sel, list) {
		var i, o;
		for (i = 0; i < list.length; i++) {
			o = document.createElement("option");
			o.value = o.textContent = list[i];
			sel.appendChild(o);
		}
	}

	/* setting a filter resets the page; the test drives these too */
	function bind(id, key, ev) {
		$(id).addEventListener(ev, function () {
			st[key] = $(id).value;
			st.page = 0;
			apply();
		});
	}

	load();
	options($("f-rule"), R.slice().sort());
	options($("f-exp"), E.slice().sort());
	$("f-verdict").value = st.verdict;
	$("f-rule").value = st.rule;
	$("f-exp").value = st.exp;
	$("f-text").value = st.text;
	bind("f-verdict", "verdict", "change");
	bind("f-rule", "rule", "change");
	bind("f-exp", "exp", "change");
	bind("f-text", "text", "input");
	$("p-first").onclick = function () { st.page = 0; render(); };
	$("p-prev").onclick = function () { st.page--; render(); };
	$("p-next").onclick = function () { st.page++; render(); };
	$("p-last").onclick = function () { st.page = 1e9; render(); };
	Array.prototype.forEach.call(document.querySelectorAll("th[data-key]"),
	    function (th) {
		th.onclick = function () {
			var k = th.getAttribute("data-key");
			st.dir = st.key === k ? -st.dir : 1;
			st.key = k;
			st.page = 0;
			apply();
		};
	});
	apply();
	document.body.setAttribute("data-ready", "1");
})();
