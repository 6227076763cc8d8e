/*
 * workbench.js - the rules workbench page (doc/web.md): build a position
 * by clicking, and show what carc's engine, compiled to WebAssembly
 * (carc-web.js), answers about it.  Nothing of the rules is here: legal
 * squares, spots, whose turn it is, the features and the scores all come
 * from carc_web_ask, the board picture from carc_web_board_svg; this
 * file draws and writes the notation lines the clicks make.
 */
'use strict';
(function () {
	var T = 100;		/* a tile's side in carc's pictures */
	var START = '[Status in_progress]\n[Player 0 Ada]\n[Player 1 Ben]\n' +
	    '\n0 - D@0,0,0\n';
	var M = null;
	var state = { text: START, tile: null, rotation: 0, picked: null,
	    ask: null };
	var $ = function (id) { return document.getElementById(id); };

	/* -- the module ------------------------------------------------------ */

	function call(name, types, args) {
		var p = M.ccall(name, 'number', types, args), s;

		if (!p)
			throw new Error(M.UTF8ToString(M._carc_web_error()));
		s = M.UTF8ToString(p);
		M._free(p);
		return s;
	}
	function ask(text, tile) {
		return JSON.parse(call('carc_web_ask',
		    ['string', 'string', 'string', 'number', 'number'],
		    [text, tile || '', '', -1, 1]));
	}
	function boardSvg(text) {
		return call('carc_web_board_svg', ['string', 'number'],
		    [text, -1]);
	}
	function tiles() {
		return JSON.parse(call('carc_web_tiles', [], []));
	}

	/* -- the position as a link ------------------------------------------ */

	function encode(s) {
		var b = new TextEncoder().encode(s), bin = '', i;

		for (i = 0; i < b.length; i++)
			bin += String.fromCharCode(b[i]);
		return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_')
		    .replace(/=+$/, '');
	}
	function decode(s) {
		var bin = atob(s.replace(/-/g, '+').replace(/_/g, '/')),
		    b = new Uint8Array(bin.length), i;

		for (i = 0; i < bin.length; i++)
			b[i] = bin.charCodeAt(i);
		return new TextDecoder().decode(b);
	}
	function fromHash() {
		var m = /^#pos=([A-Za-z0-9_-]*)/.exec(location.hash);

		return m ? decode(m[1]) : null;
	}

	/* -- drawing ---------------------------------------------------------- */

	function el(name, attrs, text) {
		var e = document.createElementNS('http://www.w3.org/2000/svg',
		    name), k;

		for (k in attrs)
			e.setAttribute(k, attrs[k]);
		if (text !== undefined)
			e.textContent = text;
		return e;
	}
	/* The expansions the position's tags enable: the palette shows the
	 * base tiles and theirs. */
	function enabledSets(text) {
		var sets = { base: true }, re = /^\s*\[Expansion\s+([a-z0-9_]+)/gm, m;

		while ((m = re.exec(text)) !== null)
			sets[m[1]] = true;
		return sets;
	}
	function drawPalette() {
		var pal = $('palette'), sets = enabledSets(state.text), by = {},
		    order = [];

		pal.textContent = '';
		tiles().forEach(function (t) {
			if (!sets[t.set])
				return;
			if (!by[t.set]) {
				by[t.set] = [];
				order.push(t.set);
			}
			by[t.set].push(t);
		});
		order.forEach(function (set) {
			var h = document.createElement('h3');

			h.textContent = set;
			pal.appendChild(h);
			by[set].forEach(function (t) {
				var b = document.createElement('button');

				b.type = 'button';
				b.textContent = t.id;
				b.title = t.id + ' (' + set + ', ' + t.count +
				    ' in a supply)';
				b.setAttribute('data-tile', t.id);
				if (t.id === state.tile)
					b.className = 'on';
				b.onclick = function () { pickTile(t.id); };
				pal.appendChild(b);
			});
		});
	}
	function drawBoard(places) {
		var doc = new DOMParser().parseFromString(boardSvg(state.text),
		    'image/svg+xml'), inner = doc.documentElement,
		    w = +inner.getAttribute('width'),
		    h = +inner.getAttribute('height'),
		    cx = inner.querySelector('text.coord[data-x]'),
		    cy = inner.querySelector('text.coord[data-y]'),
		    outer = el('svg', { 'class': 'outer', width: w + 2 * T,
			height: h + 2 * T, viewBox: '0 0 ' + (w + 2 * T) +
			' ' + (h + 2 * T) }), x0, y0, px0, py0;

		inner.setAttribute('x', T);
		inner.setAttribute('y', T);
		outer.appendChild(document.importNode(inner, true));
		/* where square (x, y) is: carc's picture writes each
		 * column's and row's centre on its coordinate labels */
		x0 = cx ? +cx.getAttribute('data-x') : 0;
		px0 = cx ? +cx.getAttribute('x') - T / 2 : 0;
		y0 = cy ? +cy.getAttribute('data-y') : 0;
		py0 = cy ? +cy.getAttribute('y') - T / 2 : 0;
		places.forEach(function (p) {
			var r = el('rect', { 'class': 'legal', width: T,
			    height: T, x: T + px0 + (p.x - x0) * T,
			    y: T + py0 + (p.y - y0) * T, 'data-x': p.x,
			    'data-y': p.y });

			if (state.picked && state.picked.x === p.x &&
			    state.picked.y === p.y)
				r.setAttribute('class', 'legal picked');
			r.appendChild(el('title', {}, state.tile + ' at (' +
			    p.x + ',' + p.y + ') rotation ' + p.rotation));
			r.onclick = function () { pickSquare(p); };
			outer.appendChild(r);
		});
		$('board').textContent = '';
		$('board').appendChild(outer);
	}
	function seats(v) {
		return v.join(' ');
	}
	function drawAnswers(a) {
		var out = $('answers'), lines = [];

		out.textContent = '';
		function line(text, differs) {
			var d = document.createElement('div');

			d.textContent = text;
			if (differs)
				d.className = 'differs';
			out.appendChild(d);
		}
		line('next: seq ' + a.seq + ', seat ' + a.seat +
		    (a.tile ? ', tile ' + a.tile : ''));
		a.answers.forEach(function (an) {
			line('under ' + an.ruleset + (an.variants ? ' (' +
			    an.variants + ')' : '') + (an.recorded ?
			    ' (the game\'s own)' : '') + (an.differs ?
			    ': differs' : ''), an.differs);
			if (an.position_breaks)
				line('  the position breaks ' +
				    an.position_breaks.rule + ' at seq ' +
				    an.position_breaks.seq, true);
			if (an.places)
				line('  ' + an.places.length + ' places for ' +
				    a.tile);
			(an.draw_rulings || []).forEach(function (r) {
				line('  drawing ' + a.tile + ' now breaks ' +
				    r.rule + ': ' + r.message, true);
			});
			an.features.forEach(function (f) {
				line('  ' + f.kind + ' at ' + f.x + ',' + f.y +
				    ': ' + f.tiles + ' tile' + (f.tiles === 1 ?
				    '' : 's') + ', ' + (f.complete ? 'complete' :
				    'open') + (f.complete_rule ? ', worth ' +
				    f.complete_points + ' completed (' +
				    f.complete_rule + ')' : '') +
				    '; holders ' + seats(f.holders) +
				    (f.end_rule ? '; at the end ' +
				    seats(f.end_points) + ' (' + f.end_rule +
				    ')' : ''));
			});
			line('  scores now ' + seats(an.scores) +
			    '; after final scoring ' + seats(an.final_scores));
		});
		$('answers-json').textContent = JSON.stringify(a);
		return lines;
	}
	function drawSpots() {
		var sp = $('spots'), p = state.picked;

		sp.textContent = '';
		if (!p)
			return;
		function button(label, figure) {
			var b = document.createElement('button');

			b.type = 'button';
			b.textContent = label;
			b.setAttribute('data-figure', figure);
			b.onclick = function () { place(p, figure); };
			sp.appendChild(b);
		}
		button('no figure', '');
		p.spots.forEach(function (s) {
			/* the record format's figure: a follower by its spot
			 * alone, another kind as KIND:SPOT */
			button(s.figure + ' ' + s.spot, s.figure === 'follower' ?
			    s.spot : s.figure + ':' + s.spot);
		});
	}
	function render() {
		var places = [];

		$('error').textContent = '';
		try {
			drawPalette();
			state.ask = ask(state.text, state.tile);
			if (state.tile)
				places = state.ask.answers[0].places.filter(
				    function (p) {
					return p.rotation === state.rotation;
				    });
			drawBoard(places);
			drawAnswers(state.ask);
		} catch (e) {
			$('error').textContent = e.message;
		}
		drawSpots();
		$('tile-name').textContent = state.tile || '\u2013';
		$('rotation').textContent = state.rotation;
		$('notation').value = state.text;
		$('link').href = '#pos=' + encode(state.text);
		$('status').textContent = 'ready';
		$('status').setAttribute('data-state', 'ready');
	}

	/* -- clicks ------------------------------------------------------------ */

	function pickTile(id) {
		state.tile = id;
		state.picked = null;
		render();
	}
	function pickSquare(p) {
		state.picked = p;
		render();
	}
	/* The move line the clicks made: seq and seat are the engine's. */
	function place(p, figure) {
		var line = state.ask.seq + ' ' + (state.ask.seat < 0 ? '-' :
		    state.ask.seat) + ' ' + state.tile + '@' + p.x + ',' + p.y +
		    ',' + p.rotation + (figure ? ' ' + figure : '');

		state.text = state.text.replace(/\n*$/, '\n') + line + '\n';
		state.picked = null;
		history.replaceState(null, '', '#pos=' + encode(state.text));
		render();
	}
	function undo() {
		var lines = state.text.replace(/\n*$/, '').split('\n'), i;

		for (i = lines.length - 1; i >= 0; i--)
			if (/^\s*[0-9]/.test(lines[i]) &&
			    !/^\s*0\s/.test(lines[i]))
				break;
		if (i < 0)
			return;
		state.text = lines.slice(0, i).join('\n') + '\n';
		state.picked = null;
		render();
	}

	$('rotate').onclick = function () {
		state.rotation = (state.rotation + 90) % 360;
		state.picked = null;
		render();
	};
	$('undo').onclick = undo;
	$('apply').onclick = function () {
		state.text = $('notation').value;
		state.tile = null;
		state.picked = null;
		render();
	};
	window.addEventListener('hashchange', function () {
		var t = fromHash();

		if (t !== null && t !== state.text) {
			state.text = t;
			render();
		}
	});
	/* for a test: resolves when the page has answered */
	window.carcWorkbench = carcWeb().then(function (m) {
		var t = fromHash();

		M = m;
		if (t !== null)
			state.text = t;
		render();
		return state;
	}, function (e) {
		$('status').textContent = 'the engine did not load: ' + e;
		$('status').setAttribute('data-state', 'failed');
	});
})();
