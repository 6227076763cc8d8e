/* carc report: a game's move-by-move viewer.  The page holds the whole
 * game's board (every tile says its move, every meeple the moves it
 * stood through and the move that sent it home) and GAME, the moves with
 * the points the rules give and the record gives; this shows one step at
 * a time: step i is the board after move i, step GAME.final is final
 * scoring.  The board is framed to the tiles placed up to the step; the
 * reader may zoom (buttons, wheel, + - 0) and drag it. */
(function () {
	"use strict";
	var g = GAME, n = g.moves.length, fin = g.final;
	var $ = function (id) { return document.getElementById(id); };
	var svg = document.querySelector("#v-board svg");
	var tiles = {}, spans, gone, labels, cur = 0, hl = null,
	    ns = "http://www.w3.org/2000/svg";

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
	/* "BASE-CITY-PTS 4, EXT-BONUS 2": each rule id whole, never cut */
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
	gone = svg.querySelectorAll("g.span-gone");
	/* drawn over every tile, apart from their tiles: a tile's labels and
	 * id badge, shown from its move on as the tile is */
	labels = svg.querySelectorAll("g.labels[data-seq], g.badge[data-seq]");

	/* -- the view: framed to the tiles placed so far, or the reader's
	 * own zoom and pan, kept from move to move until "fit" -- */
	var view = null, frame = null, PAD = 40, MINW = 420, MINH = 320;
	function frameOf(step) {
		var i, r, x0 = Infinity, y0 = Infinity, x1 = -Infinity,
		    y1 = -Infinity;
		for (i in tiles)
			if (Object.prototype.hasOwnProperty.call(tiles, i) &&
			    +i <= step && (r = tiles[i].querySelector("rect"))) {
				x0 = Math.min(x0, +r.getAttribute("x"));
				y0 = Math.min(y0, +r.getAttribute("y"));
				x1 = Math.max(x1, +r.getAttribute("x") + 100);
				y1 = Math.max(y1, +r.getAttribute("y") + 100);
			}
		if (x0 === Infinity)
			return null;
		x0 -= PAD;
		y0 -= PAD;
		x1 += PAD;
		y1 += PAD;
		/* a board of a few tiles is not blown up past reading size */
		if (x1 - x0 < MINW) {
			x0 -= (MINW - (x1 - x0)) / 2;
			x1 = x0 + MINW;
		}
		if (y1 - y0 < MINH) {
			y0 -= (MINH - (y1 - y0)) / 2;
			y1 = y0 + MINH;
		}
		return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
	}
	function setView(v) {
		var cs = svg.querySelectorAll("text.coord"), i;
		if (!v)
			return;
		svg.setAttribute("viewBox", v.x + " " + v.y + " " + v.w + " " +
		    v.h);
		svg.removeAttribute("width");
		svg.removeAttribute("height");
		/* the coordinates along the top and the side of what shows */
		for (i = 0; i < cs.length; i++) {
			var c = cs[i], x, y;
			if (c.hasAttribute("data-x")) {
				c.setAttribute("y", v.y + 24);
			} else {
				x = v.x + 24;
				y = +c.getAttribute("y");
				c.setAttribute("x", x);
				c.setAttribute("transform", "rotate(-90 " + x +
				    " " + y + ")");
			}
		}
		$("viewer").setAttribute("data-view", [v.x, v.y, v.w, v.h]
		    .map(function (n) { return Math.round(n); }).join(" "));
	}
	function zoom(f, cx, cy) {
		var v = view || frame;
		if (!v)
			return;
		if (cx === undefined) {
			cx = v.x + v.w / 2;
			cy = v.y + v.h / 2;
		}
		/* no closer than a tile, no farther than the whole game */
		if (v.w * f < 120 || v.w * f > 1.5 * Math.max(full.w, MINW))
			return;
		view = { x: cx - (cx - v.x) * f, y: cy - (cy - v.y) * f,
		    w: v.w * f, h: v.h * f };
		setView(view);
	}
	function fit() {
		view = null;
		setView(frame);
	}
	var full = frameOf(Infinity) || { x: 0, y: 0, w: 100, h: 100 };
	/* the point of the board under a mouse position */
	function at(e) {
		var v = view || frame, b = svg.getBoundingClientRect(),
		    s = Math.max(v.w / b.width, v.h / b.height);
		return { x: v.x + v.w / 2 + (e.clientX - b.left - b.width / 2) * s,
		    y: v.y + v.h / 2 + (e.clientY - b.top - b.height / 2) * s,
		    s: s };
	}
	svg.addEventListener("wheel", function (e) {
		var p = at(e);
		zoom(e.deltaY < 0 ? 0.8 : 1.25, p.x, p.y);
		e.preventDefault();
	}, { passive: false });
	var drag = null;
	svg.addEventListener("pointerdown", function (e) {
		drag = { x: e.clientX, y: e.clientY, v: view || frame,
		    s: at(e).s };
		if (svg.setPointerCapture)
			svg.setPointerCapture(e.pointerId);
	});
	svg.addEventListener("pointermove", function (e) {
		if (!drag || !drag.v)
			return;
		view = { x: drag.v.x - (e.clientX - drag.x) * drag.s,
		    y: drag.v.y - (e.clientY - drag.y) * drag.s,
		    w: drag.v.w, h: drag.v.h };
		setView(view);
	});
	svg.addEventListener("pointerup", function () { drag = null; });

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
		var i, nt = 0, nm = 0, ng = 0, divs = [], h = [], r, meeple;
		step = Math.max(0, Math.min(fin, step | 0));
		cur = step;
		for (i in tiles)
			if (Object.prototype.hasOwnProperty.call(tiles, i)) {
				var on = +i <= step;
				tiles[i].style.display = on ? "" : "none";
				nt += on ? 1 : 0;
			}
		for (i = 0; i < labels.length; i++)
			labels[i].style.display =
			    +labels[i].getAttribute("data-seq") <= step ? "" :
			    "none";
		for (i = 0; i < spans.length; i++) {
			var f = +spans[i].getAttribute("data-from"),
			    t = +spans[i].getAttribute("data-to"),
			    vis = f <= step && (t < 0 || step < t);
			spans[i].style.display = vis ? "" : "none";
			nm += vis ? 1 : 0;
		}
		/* the figures the move sent home, dashed where they stood */
		for (i = 0; i < gone.length; i++) {
			var here = +gone[i].getAttribute("data-at") === step;
			gone[i].style.display = here ? "" : "none";
			ng += here ? 1 : 0;
		}
		frame = frameOf(step);
		setView(view || frame);
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
					    "board after the move (dashed): " +
					    "scored and sent home at once, or " +
					    "refused</em>");
			}
		}
		if (step > g.last && step < n)
			h.push("<br><strong class=\"bad\">the replay stopped " +
			    "before this move: the record cannot be applied " +
			    "past a divergence</strong>");
		$("v-move").innerHTML = h.join("");
		/* the points, per seat: this step and the totals so far; a
		 * record of moves only (record-format.md) gives none: absent,
		 * "&ndash;" as in the index, never 0 against the rules' */
		var ra = sums(g.awards, step, 0), rr = sums(g.recorded, step, 0),
		    ta = sums(g.awards, step, 1), tr = sums(g.recorded, step, 1);
		h = ["<tr><th>seat</th><th>the rules give</th><th>the record " +
		    "gives</th><th>total (rules)</th><th>total (record)</th>" +
		    "</tr>"];
		for (i = 0; i < g.players.length; i++)
			h.push("<tr" + (!g.movesOnly && ra[i] !== rr[i] ?
			    " class=\"bad\"" : "") + "><td>" + who(i) +
			    "</td><td class=\"num\">" + ra[i] + "</td><td " +
			    "class=\"num\">" + (g.movesOnly ? "&ndash;" : rr[i]) +
			    "</td><td class=\"num\">" + ta[i] + "</td><td " +
			    "class=\"num\">" + (g.movesOnly ? "&ndash;" : tr[i]) +
			    "</td></tr>");
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
		/* seq numbers, as the page's header counts the moves */
		$("v-step").textContent = step >= n ? "final scoring" :
		    "seq " + step + " of 0 to " + (n - 1);
		var v = $("viewer");
		v.setAttribute("data-step", step);
		v.setAttribute("data-tiles", nt);
		v.setAttribute("data-meeples", nm);
		v.setAttribute("data-gone", ng);
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
	$("v-zoom-in").onclick = function () { zoom(0.8); };
	$("v-zoom-out").onclick = function () { zoom(1.25); };
	$("v-fit").onclick = fit;
	document.addEventListener("keydown", function (e) {
		if (e.target && e.target.tagName === "INPUT" &&
		    e.target.type !== "range")
			return;
		if (e.key === "ArrowLeft") show(cur - 1);
		else if (e.key === "ArrowRight") show(cur + 1);
		else if (e.key === "Home") show(0);
		else if (e.key === "End") show(fin);
		else if (e.key === "+" || e.key === "=") zoom(0.8);
		else if (e.key === "-") zoom(1.25);
		else if (e.key === "0") fit();
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
