// web-chromium.js - injected into the workbench page by web-chromium.py:
// build each position of CASES by clicks, as a person would, and write
// what the page then shows into a pre element, id results.  A figure is
// clicked by its spot where the page names its feature by that spot (the
// page names a feature by its first spot, the game may by another): the
// clicks stop before a figure named otherwise, and the question is about
// that move's tile.
window.carcWorkbench.then(function () {
	var out = [], $ = function (id) { return document.getElementById(id); };

	function click(e, what) {
		if (!e)
			throw new Error('nothing to click: ' + what);
		e.dispatchEvent(new MouseEvent('click', { bubbles: true }));
	}
	/* The square offered for (m.x, m.y) is drawn where carc's picture
	 * puts that square: measured from a tile of the board as drawn. */
	function drawnAt(sq, m) {
		var t = document.querySelector('#board g.tile'),
		    a = sq.getBoundingClientRect(),
		    b = t.querySelector('rect').getBoundingClientRect(),
		    side = b.width,
		    dx = (a.left - b.left) / side - (m.x - +t.getAttribute('data-x')),
		    dy = (a.top - b.top) / side - (m.y - +t.getAttribute('data-y'));

		if (Math.abs(dx) > 0.01 || Math.abs(dy) > 0.01 ||
		    Math.abs(a.width - side) > 0.5)
			throw new Error('square ' + m.x + ',' + m.y + ' drawn ' +
			    dx + ',' + dy + ' squares away from its place');
	}
	CASES.forEach(function (c) {
		try {
			$('notation').value = c.start;
			click($('apply'), 'apply');
			var n = 0, next = c.next;

			c.moves.every(function (m) {
				var fig = m.fig.replace(/^follower:/, ''), b;

				click(document.querySelector('#palette [data-tile="' +
				    m.tile + '"]'), 'tile ' + m.tile);
				for (var i = 0; i < 4 && +$('rotation').textContent !==
				    m.r; i++)
					click($('rotate'), 'rotate');
				var sq = document.querySelector('rect.legal[data-x="' +
				    m.x + '"][data-y="' + m.y + '"]');
				if (sq)
					drawnAt(sq, m);
				click(sq, 'square ' + m.tile + '@' + m.x + ',' +
				    m.y + ',' + m.r);
				b = document.querySelector('#spots [data-figure="' +
				    fig + '"]');
				if (!b) {
					next = m.tile;
					return false;
				}
				click(b, 'figure');
				n++;
				return true;
			});
			click(document.querySelector('#palette [data-tile="' +
			    next + '"]'), 'next tile ' + next);
			out.push({ clicked: n, next: next,
			    notation: $('notation').value,
			    json: $('answers-json').textContent,
			    error: $('error').textContent });
		} catch (e) {
			out.push({ error: e.message });
		}
	});
	var pre = document.createElement('pre');
	pre.id = 'results';
	pre.textContent = JSON.stringify(out);
	document.body.appendChild(pre);
});
