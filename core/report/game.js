/* carc report: a game's move-by-move viewer.  The page holds the whole
 * game's board (every tile says its move, every meeple the moves it
 * stood through) and GAME, the moves with the points the rules give and
 * the record gives; this shows one step at a time: step i is the board
 * after move i, step GAME.final is final scoring. */
(function () {
	"use strict";
	var g = GAME, n = g.moves.length, fin = g.final;
	var $ = function (id) { return document.getElementById(id); };
	var svg = document.querySelector("#v-board svg");
	var tiles = {}, spans, cur = 0, hl = null, ns = "http://www.w3.org/2000/svg";

	function esc(s) {
		return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;")
		    .replace(/>/g, "&gt;").replace(/"/g, "&quot;");
	}
	function who(seat) {
		if (seat < 0)
			return "nobody";
		return "<span class=\"sw\" style=\"background:" +
		    (g.colours[seat] || "#888") + "\"></span>" +
		    esc(g.players[seat] || "seat " + seat) + " (seat " + seat + ")";
	}
	function ruleLink(id) {
		return /^[A-Z0-9-]+$/.test(id) ? "<a class=\"rule\" " +
		    "href=\"../reference/" + id + ".html\">" + id + "</a>" :
		    "<span class=\"rule\">" + esc(id) + "</span>";
	}
	/* "BASE-CITY-PTS 4, TOWER-COA 2": each rule id whole, never cut */
	function rules(s) {
		return s.split(", ").map(function (p) {
			var k = p.lastIndexOf(" ");
			return k < 0 ? ruleLink(p) : ruleLink(p.slice(0, k)) +
			    "&nbsp;" + esc(p.slice(k + 1));
		}).join(", ");
	}

	Array.prototype.forEach.call(svg.querySelectorAll("g.tile"),
	    function (t) { tiles[t.id.replace(/^seq-/, "")] = t; });
	spans = svg.querySelectorAll("g.span");

	function highlight(step, bad) {
		var t = tiles[step], r;
		if (hl !== null)
			hl.parentNode.removeChild(hl);
		hl = null;
		if (!t || !(r = t.querySelector("rect")))
			return;
		hl = document.createElementNS(ns, "rect");
		hl.setAttribute("class", "v-highlight");
		hl.setAttribute("x", +r.getAttribute("x") + 2.5);
		hl.setAttribute("y", +r.getAttribute("y") + 2.5);
		hl.setAttribute("width", 95);
		hl.setAttribute("height", 95);
		hl.setAttribute("fill", "none");
		hl.setAttribute("stroke", bad ? "#e0001b" : "#ff8c00");
		hl.setAttribute("stroke-width", 5);
		if (bad)
			hl.setAttribute("stroke-dasharray", "9 5");
		svg.appendChild(hl);
		return r;
	}

	function tileView(step, r) {
		var box = $("v-tile");
		box.innerHTML = "";
		if (!r)
			return;
		var s = document.createElementNS(ns, "svg"),
		    u = document.createElementNS(ns, "use");
		s.setAttribute("viewBox", r.getAttribute("x") + " " +
		    r.getAttribute("y") + " 100 100");
		s.setAttribute("width", 120);
		s.setAttribute("height", 120);
		u.setAttribute("href", "#seq-" + step);
		s.appendChild(u);
		box.appendChild(s);
	}

	function sums(list, step, upto) {
		var t = [], i;
		for (i = 0; i < g.players.length; i++)
			t.push(0);
		for (i = 0; i < list.length; i++) {
			var e = list[i];
			if ((upto ? e[0] <= step : e[0] === step) &&
			    e[1] >= 0 && e[1] < t.length)
				t[e[1]] += e[2];
		}
		return t;
	}

	function show(step) {
		var i, nt = 0, nm = 0, divs = [], h = [], r, meeple;
		step = Math.max(0, Math.min(fin, step | 0));
		cur = step;
		for (i in tiles)
			if (Object.prototype.hasOwnProperty.call(tiles, i)) {
				var on = +i <= step;
				tiles[i].style.display = on ? "" : "none";
				nt += on ? 1 : 0;
			}
		for (i = 0; i < spans.length; i++) {
			var f = +spans[i].getAttribute("data-from"),
			    t = +spans[i].getAttribute("data-to"),
			    vis = f <= step && (t < 0 || step < t);
			spans[i].style.display = vis ? "" : "none";
			nm += vis ? 1 : 0;
		}
		for (i = 0; i < g.divs.length; i++)
			if (g.divs[i][0] === step)
				divs.push(g.divs[i]);
		r = highlight(step, divs.length > 0);
		tileView(step, step < n ? r : null);
		/* the move */
		if (step >= n)
			h.push("final scoring" + (g.last >= fin ? "" :
			    ": not played (the record is not finished, or the" +
			    " replay stopped)"));
		else {
			h.push("seq " + step + ": " + esc(g.moves[step][0]));
			meeple = g.moves[step][2];
			if (meeple !== "") {
				var placed = false;
				for (i = 0; i < spans.length; i++)
					placed = placed || +spans[i]
					    .getAttribute("data-from") === step;
				if (!placed)
					h.push("<br><em>the meeple on " +
					    esc(meeple) + " is not on the " +
					    "board after the move: scored and" +
					    " sent home at once, or refused" +
					    "</em>");
			}
		}
		if (step > g.last && step < n)
			h.push("<br><strong class=\"bad\">the replay stopped " +
			    "before this move: the record cannot be applied " +
			    "past a divergence</strong>");
		$("v-move").innerHTML = h.join("");
		/* the points, per seat: this step and the totals so far */
		var ra = sums(g.awards, step, 0), rr = sums(g.recorded, step, 0),
		    ta = sums(g.awards, step, 1), tr = sums(g.recorded, step, 1);
		h = ["<tr><th>seat</th><th>the rules give</th><th>the record " +
		    "gives</th><th>total (rules)</th><th>total (record)</th>" +
		    "</tr>"];
		for (i = 0; i < g.players.length; i++)
			h.push("<tr" + (ra[i] !== rr[i] ? " class=\"bad\"" : "") +
			    "><td>" + who(i) + "</td><td class=\"num\">" + ra[i] +
			    "</td><td class=\"num\">" + rr[i] + "</td><td " +
			    "class=\"num\">" + ta[i] + "</td><td class=\"num\">" +
			    tr[i] + "</td></tr>");
		$("v-points").innerHTML = h.join("");
		h = [];
		for (i = 0; i < g.awards.length; i++) {
			var a = g.awards[i];
			if (a[0] === step)
				h.push("<li>+" + a[2] + " " + who(a[1]) + ", " +
				    esc(a[3]) + ": " + esc(a[4]) + " [" +
				    rules(a[5]) + "]</li>");
		}
		for (i = 0; i < g.recorded.length; i++) {
			var s = g.recorded[i];
			if (s[0] === step)
				h.push("<li class=\"er\">the record: +" + s[2] +
				    " " + who(s[1]) + ", " + esc(s[3]) + "</li>");
		}
		$("v-awards").innerHTML = h.length ? "<ul>" + h.join("") +
		    "</ul>" : "<p class=\"er\">no points</p>";
		h = [];
		for (i = 0; i < divs.length; i++)
			h.push("<li class=\"div\">" + (divs[i][1] >= 0 ?
			    who(divs[i][1]) + " " : "") + ruleLink(divs[i][2]) +
			    ": " + esc(divs[i][3]) + "<br><span class=\"er\">" +
			    "expected " + esc(divs[i][4]) + "; recorded " +
			    esc(divs[i][5]) + "</span></li>");
		$("v-divs").innerHTML = h.length ? "<ul>" + h.join("") +
		    "</ul>" : "<p class=\"er\">none</p>";
		$("v-slider").value = step;
		$("v-step").textContent = step >= n ? "final scoring" :
		    "move " + step + " of " + (n - 1);
		var v = $("viewer");
		v.setAttribute("data-step", step);
		v.setAttribute("data-tiles", nt);
		v.setAttribute("data-meeples", nm);
		v.setAttribute("data-divs", divs.length);
		$("v-prev").disabled = $("v-first").disabled = step === 0;
		$("v-next").disabled = $("v-last").disabled = step === fin;
		if (window.history && history.replaceState)
			history.replaceState(null, "", "#step=" + step);
	}

	$("v-slider").max = fin;
	$("v-slider").addEventListener("input", function () {
		show(+this.value);
	});
	$("v-first").onclick = function () { show(0); };
	$("v-prev").onclick = function () { show(cur - 1); };
	$("v-next").onclick = function () { show(cur + 1); };
	$("v-last").onclick = function () { show(fin); };
	document.addEventListener("keydown", function (e) {
		if (e.target && e.target.tagName === "INPUT" &&
		    e.target.type !== "range")
			return;
		if (e.key === "ArrowLeft") show(cur - 1);
		else if (e.key === "ArrowRight") show(cur + 1);
		else if (e.key === "Home") show(0);
		else if (e.key === "End") show(fin);
		else return;
		e.preventDefault();
	});
	Array.prototype.forEach.call(document.querySelectorAll("button.goto"),
	    function (b) {
		b.onclick = function () {
			var s = b.getAttribute("data-step");
			show(s === "final" ? fin : +s);
			$("viewer").scrollIntoView();
		};
	});
	var m = /step=(\d+)/.exec(location.hash);
	show(m ? +m[1] : g.divs.length ? g.divs[0][0] : 0);
	document.body.setAttribute("data-ready", "1");
})();
