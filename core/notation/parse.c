/*
 * parse.c - the reader of carc's notation (doc/spec/notation.md).  Line
 * by line, each line one item: a tag, a move, one of its actions or a
 * score row.  Nothing is guessed: a line the grammar does not allow
 * stops the reading with "file:line:col: expected ..., found ...", so
 * that a person finds the place at once.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "notation/syntax.h"

#define VALUE_MAX 1024		/* the longest value of any column read */

struct lex {
	const char *p, *end, *bol;	/* here, the end, this line's start */
	size_t line;
	const char *file;
	struct carc_error *err;
};

void
carc_notation_init(struct carc_notation *n)
{
	memset(n, 0, sizeof(*n));
	carc_record_init(&n->rec);
}

void
carc_notation_free(struct carc_notation *n)
{
	carc_record_free(&n->rec);
	free(n->source);
	free(n->started_at);
	free(n->finished_at);
	free(n->tile_at);
	n->source = n->started_at = n->finished_at = NULL;
	n->tile_at = NULL;
	n->tile_at_cap = 0;
}

static int
at_eol(const struct lex *lx)
{
	return lx->p == lx->end || *lx->p == '\n' || *lx->p == '#' ||
	    (*lx->p == '\r' && (lx->p + 1 == lx->end || lx->p[1] == '\n'));
}

static void
skip_blanks(struct lex *lx)
{
	while (lx->p < lx->end && (*lx->p == ' ' || *lx->p == '\t'))
		lx->p++;
}

/* "file:line:col: expected WHAT, found 'what is there'" */
static int
expected(struct lex *lx, const char *what)
{
	const char *q = lx->p;
	size_t col = (size_t)(lx->p - lx->bol) + 1;

	if (at_eol(lx))
		return carc_error_set(lx->err, "%s:%zu:%zu: expected %s, "
		    "found the end of the line", lx->file, lx->line, col,
		    what);
	if (*q == ' ' || *q == '\t')
		return carc_error_set(lx->err, "%s:%zu:%zu: expected %s, "
		    "found a blank", lx->file, lx->line, col, what);
	while (q < lx->end && q - lx->p < 24 && *q != ' ' && *q != '\t' &&
	    *q != '\n' && *q != '\r')
		q++;
	return carc_error_set(lx->err, "%s:%zu:%zu: expected %s, found '%.*s'",
	    lx->file, lx->line, col, what, (int)(q - lx->p), lx->p);
}

/* The same, at an earlier place of the line. */
static int
expected_at(struct lex *lx, const char *at, const char *what)
{
	lx->p = at;
	return expected(lx, what);
}

/* Between two items of a line: at least one blank, or the line's end. */
static int
separator(struct lex *lx, const char *what)
{
	if (at_eol(lx))
		return 0;
	if (*lx->p != ' ' && *lx->p != '\t')
		return expected(lx, what);
	skip_blanks(lx);
	return 0;
}

static int
too_long(struct lex *lx, const char *start, const char *what, size_t cap)
{
	return carc_error_set(lx->err, "%s:%zu:%zu: expected %s of at most "
	    "%zu characters, found a longer one", lx->file, lx->line,
	    (size_t)(start - lx->bol) + 1, what, cap - 1);
}

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * A value: "quoted" (never NULL), bare, or '-' alone for NULL (when
 * nullable).  buf gets it, cut nowhere: longer than cap-1 is refused.
 */
static int
value(struct lex *lx, char *buf, size_t cap, int *isnull, int tile,
    const char *what)
{
	const char *start = lx->p;
	size_t n = 0;

	*isnull = 0;
	if (lx->p < lx->end && *lx->p == '"') {
		lx->p++;
		while (lx->p < lx->end && *lx->p != '"') {
			int c = (unsigned char)*lx->p++;

			if (c == '\n' || c == '\r')
				return expected_at(lx, lx->p - 1,
				    "a closing '\"'");
			if (c == '\\') {
				int h, l;

				h = lx->p + 2 < lx->end && *lx->p == 'x' ?
				    hexval(lx->p[1]) : -1;
				l = h >= 0 ? hexval(lx->p[2]) : -1;
				if (lx->p < lx->end && (*lx->p == '"' ||
				    *lx->p == '\\'))
					c = (unsigned char)*lx->p++;
				else if (l >= 0 && (h | l) != 0) {
					c = h * 16 + l;
					lx->p += 3;
				} else
					return expected(lx, "'\\\"', '\\\\' or "
					    "'\\xHH' (HH not 00) after '\\'");
			}
			if (n + 1 >= cap)
				return too_long(lx, start, what, cap);
			buf[n++] = (char)c;
		}
		if (lx->p == lx->end)
			return expected(lx, "a closing '\"'");
		lx->p++;
		buf[n] = '\0';
		return 0;
	}
	while (lx->p < lx->end &&
	    carc_notation_wordchar((unsigned char)*lx->p, tile)) {
		if (n + 1 >= cap)
			return too_long(lx, start, what, cap);
		buf[n++] = *lx->p++;
	}
	buf[n] = '\0';
	if (n == 0)
		return expected(lx, what);
	if (strcmp(buf, "-") == 0)
		*isnull = 1;
	return 0;
}

/* A value that may not be NULL. */
static int
text(struct lex *lx, char *buf, size_t cap, int tile, const char *what)
{
	const char *start = lx->p;
	int isnull;

	if (value(lx, buf, cap, &isnull, tile, what) != 0)
		return -1;
	if (isnull)
		return expected_at(lx, start, what);
	return 0;
}

/* A whole number, '-'? digits, within int64; or '-' alone for NULL
 * where *has may be cleared (has != NULL). */
static int
number(struct lex *lx, int64_t *v, uint8_t *has, const char *what)
{
	const char *start = lx->p, *q = lx->p;
	char buf[32];
	char *end;
	long long x;

	if (q == lx->end)
		return expected(lx, what);
	if (*q == '-')
		q++;
	if (has != NULL && q == start + 1 &&
	    (q == lx->end || !(*q >= '0' && *q <= '9'))) {
		lx->p = q;
		*has = 0;
		return 0;
	}
	while (q < lx->end && *q >= '0' && *q <= '9')
		q++;
	if (q == start + (*start == '-') || q - start >= (ptrdiff_t)sizeof(buf))
		return expected(lx, what);
	memcpy(buf, start, (size_t)(q - start));
	buf[q - start] = '\0';
	errno = 0;
	x = strtoll(buf, &end, 10);
	if (errno != 0)
		return expected(lx, what);
	lx->p = q;
	*v = x;
	if (has != NULL)
		*has = 1;
	return 0;
}

static int
eol(struct lex *lx)
{
	skip_blanks(lx);
	if (!at_eol(lx))
		return expected(lx, "the end of the line");
	return 0;
}

static int
copy_set(struct lex *lx, char *dst, const char *what)
{
	return text(lx, dst, CARC_SET_MAX, 0, what);
}

static int
dup_value(struct lex *lx, char **dst, const char *tag)
{
	char buf[VALUE_MAX];

	if (*dst != NULL)
		return expected(lx, "a tag named once ([Source], [Started] and "
		    "[Finished] are)");
	if (text(lx, buf, sizeof(buf), 0, tag) != 0)
		return -1;
	if ((*dst = strdup(buf)) == NULL)
		return carc_error_set(lx->err, "out of memory");
	return 0;
}

static int
tag_expansion(struct lex *lx, struct carc_record *rec)
{
	struct carc_expansion *x;
	const char *at = lx->p;
	size_t i;
	int isnull;

	if (rec->nexpansions == CARC_MAX_EXPANSIONS)
		return expected(lx, "no more than " "the plugin limit of "
		    "expansions");
	x = &rec->expansions[rec->nexpansions];
	memset(x, 0, sizeof(*x));
	if (copy_set(lx, x->name, "an expansion's name") != 0)
		return -1;
	for (i = 0; i < rec->nexpansions; i++)
		if (strcmp(rec->expansions[i].name, x->name) == 0)
			return expected_at(lx, at, "an expansion not named "
			    "before");
	skip_blanks(lx);
	if (lx->p < lx->end && *lx->p != ']') {
		if (value(lx, x->variant, sizeof(x->variant), &isnull, 0,
		    "a variant") != 0)
			return -1;
		if (isnull)
			x->variant[0] = '\0';
		x->has_variant = !isnull;
	}
	rec->nexpansions++;
	return 0;
}

static int
tag_player(struct lex *lx, struct carc_record *rec)
{
	struct carc_player *p;
	const char *at = lx->p;
	size_t i;
	int isnull;

	if (rec->nplayers == CARC_MAX_SEATS)
		return expected(lx, "no more players than seats");
	p = &rec->players[rec->nplayers];
	memset(p, 0, sizeof(*p));
	if (number(lx, &p->seat, NULL, "a seat (0, 1, ...)") != 0)
		return -1;
	for (i = 0; i < rec->nplayers; i++)
		if (rec->players[i].seat == p->seat)
			return expected_at(lx, at, "a seat not named before");
	if (separator(lx, "a blank") != 0)
		return -1;
	at = lx->p;
	if (value(lx, p->name, sizeof(p->name), &isnull, 0,
	    "a player's name (or '-')") != 0)
		return -1;
	if (isnull)
		p->name[0] = '\0';
	else if (p->name[0] == '\0')
		return expected_at(lx, at, "a name that is not empty ('-' "
		    "for none)");
	skip_blanks(lx);
	if (lx->p < lx->end && *lx->p != ']' &&
	    number(lx, &p->final_score, &p->has_final,
	    "a final score (a whole number)") != 0)
		return -1;
	rec->nplayers++;
	return 0;
}

struct seen { uint8_t ruleset, supply, status; };

static int
tag(struct lex *lx, struct carc_notation *n, struct seen *seen)
{
	struct carc_record *rec = &n->rec;
	const char *name = ++lx->p;
	size_t len;
	int rc;

	while (lx->p < lx->end && ((*lx->p >= 'A' && *lx->p <= 'Z') ||
	    (*lx->p >= 'a' && *lx->p <= 'z')))
		lx->p++;
	len = (size_t)(lx->p - name);
#define IS(s) (len == strlen(s) && memcmp(name, s, len) == 0)
	if (len == 0 || lx->p == lx->end ||
	    (*lx->p != ' ' && *lx->p != '\t')) {
		lx->p = name;
		return expected(lx, "a tag's name and a blank");
	}
	skip_blanks(lx);
	if (IS("Ruleset") && !seen->ruleset++)
		rc = copy_set(lx, rec->ruleset, "a ruleset");
	else if (IS("Supply") && !seen->supply++)
		rc = copy_set(lx, rec->tile_supply, "a tile supply");
	else if (IS("Status") && !seen->status++)
		rc = copy_set(lx, rec->status, "a status");
	else if (IS("Expansion"))
		rc = tag_expansion(lx, rec);
	else if (IS("Player"))
		rc = tag_player(lx, rec);
	else if (IS("Source"))
		rc = dup_value(lx, &n->source, "the source");
	else if (IS("Started"))
		rc = dup_value(lx, &n->started_at, "a time");
	else if (IS("Finished"))
		rc = dup_value(lx, &n->finished_at, "a time");
	else
		return expected_at(lx, name, "a tag named once of Ruleset, "
		    "Supply, Status, Source, Started, Finished, or Expansion "
		    "or Player");
#undef IS
	if (rc != 0)
		return -1;
	skip_blanks(lx);
	if (lx->p == lx->end || *lx->p != ']')
		return expected(lx, "']'");
	lx->p++;
	return eol(lx);
}

static int
move(struct lex *lx, struct carc_notation *n)
{
	struct carc_record *rec = &n->rec;
	struct carc_move *m;
	const char *at = lx->p;
	char word[CARC_MEEPLE_MAX];
	int isnull;
	uint8_t has_x = 0, has_y = 0;

	if (rec->nmoves == CARC_MAX_MOVES)
		return expected(lx, "no more moves than a record holds");
	if (carc_record_reserve(rec, rec->nmoves + 1, rec->nscores) != 0)
		return carc_error_set(lx->err, "out of memory");
	m = &rec->moves[rec->nmoves];
	memset(m, 0, sizeof(*m));
	m->meeple.null = 1;
	if (number(lx, &m->seq, NULL, "a seq") != 0)
		return -1;
	if (rec->nmoves > 0 && m->seq <= rec->moves[rec->nmoves - 1].seq)
		return expected_at(lx, at, "a seq above the last move's");
	if (separator(lx, "a blank after the seq") != 0 ||
	    number(lx, &m->seat, &m->has_seat, "a seat (or '-')") != 0 ||
	    separator(lx, "a blank after the seat") != 0)
		return -1;
	if (rec->nmoves == n->tile_at_cap) {
		size_t cap = n->tile_at_cap ? 2 * n->tile_at_cap : 128;
		struct carc_notation_at *p = realloc(n->tile_at,
		    cap * sizeof(*p));

		if (p == NULL)
			return carc_error_set(lx->err, "out of memory");
		n->tile_at = p;
		n->tile_at_cap = cap;
	}
	n->tile_at[rec->nmoves].line = (uint32_t)lx->line;
	n->tile_at[rec->nmoves].col = (uint32_t)(lx->p - lx->bol) + 1;
	if (text(lx, m->tile, sizeof(m->tile), 1, "a tile") != 0)
		return -1;
	if (lx->p < lx->end && *lx->p == '@') {
		lx->p++;
		if (number(lx, &m->x, &has_x, "x (or '-')") != 0)
			return -1;
		if (lx->p == lx->end || *lx->p++ != ',')
			return expected_at(lx, lx->p - 1, "',' after x");
		at = lx->p;
		if (number(lx, &m->y, &has_y, "y (or '-')") != 0)
			return -1;
		if (has_x != has_y)
			return expected_at(lx, at, has_x ? "y (x is a number)" :
			    "'-' (x is '-')");
		m->has_xy = has_x;
		if (lx->p == lx->end || *lx->p++ != ',')
			return expected_at(lx, lx->p - 1, "',' after y");
		if (number(lx, &m->rotation, &m->has_rotation,
		    "a rotation (or '-')") != 0)
			return -1;
	}
	if (separator(lx, "'@' and the square, or a blank") != 0)
		return -1;
	if (!at_eol(lx) && (size_t)(lx->end - lx->p) >= 7 &&
	    memcmp(lx->p, "discard", 7) == 0 &&
	    (lx->p + 7 == lx->end || !carc_notation_wordchar(lx->p[7], 0))) {
		m->action = CARC_ACTION_DISCARD;
		lx->p += 7;
		if (separator(lx, "a blank after 'discard'") != 0)
			return -1;
	}
	if (!at_eol(lx)) {
		if (value(lx, word, sizeof(word), &isnull, 0,
		    "a figure (a spot, KIND:SPOT or return:KIND@X,Y)") != 0)
			return -1;
		if (isnull)
			return expected_at(lx, lx->p - 1, "a figure, not '-' "
			    "(leave it out for none)");
		m->meeple.null = 0;
		memcpy(m->meeple.s, word, sizeof(m->meeple.s));
	}
	if (eol(lx) != 0)
		return -1;
	rec->nmoves++;
	return 0;
}

static int
action(struct lex *lx, struct carc_record *rec)
{
	struct carc_move *m;
	struct carc_action_row *a;
	const char *at;
	int isnull;

	lx->p++;
	if (rec->nmoves == 0)
		return expected_at(lx, lx->p - 1, "a move before its actions");
	m = &rec->moves[rec->nmoves - 1];
	if (rec->nactions == CARC_MAX_ACTIONS)
		return expected(lx, "no more actions than a record holds");
	if (carc_record_reserve_actions(rec, rec->nactions + 1) != 0)
		return carc_error_set(lx->err, "out of memory");
	a = &rec->actions[rec->nactions];
	memset(a, 0, sizeof(*a));
	a->seq = m->seq;
	a->kind.null = a->spot.null = a->arg.null = 1;
	if (separator(lx, "a blank after '+'") != 0)
		return -1;
	at = lx->p;
	if (number(lx, &a->n, NULL, "n, the action's place in its turn") != 0)
		return -1;
	if (m->nactions > 0 && a->n <= rec->actions[rec->nactions - 1].n)
		return expected_at(lx, at, "an n above the turn's last");
	if (separator(lx, "a blank after n") != 0 ||
	    number(lx, &a->seat, &a->has_seat, "a seat (or '-')") != 0 ||
	    separator(lx, "a blank after the seat") != 0 ||
	    text(lx, a->verb.s, sizeof(a->verb.s), 0, "a verb") != 0 ||
	    separator(lx, "a blank after the verb") != 0)
		return -1;
	if (!at_eol(lx)) {
		if (value(lx, a->kind.s, sizeof(a->kind.s), &isnull, 0,
		    "a kind (or '-')") != 0 ||
		    separator(lx, "a blank after the kind") != 0)
			return -1;
		a->kind.null = (uint8_t)isnull;
	}
	if (!at_eol(lx)) {
		if (*lx->p == '@') {
			lx->p++;
			if (number(lx, &a->x, NULL, "x") != 0)
				return -1;
			if (lx->p == lx->end || *lx->p++ != ',')
				return expected_at(lx, lx->p - 1,
				    "',' after x");
			if (number(lx, &a->y, NULL, "y") != 0)
				return -1;
			a->has_xy = 1;
		} else if (*lx->p == '-' && (lx->p + 1 == lx->end ||
		    lx->p[1] == ' ' || lx->p[1] == '\t' || lx->p[1] == '\n' ||
		    lx->p[1] == '\r'))
			lx->p++;
		else
			return expected(lx, "'@X,Y' or '-'");
		if (separator(lx, "a blank after the square") != 0)
			return -1;
	}
	if (!at_eol(lx)) {
		if (value(lx, a->spot.s, sizeof(a->spot.s), &isnull, 0,
		    "a spot (or '-')") != 0 ||
		    separator(lx, "a blank after the spot") != 0)
			return -1;
		a->spot.null = (uint8_t)isnull;
	}
	if (!at_eol(lx)) {
		if (value(lx, a->arg.s, sizeof(a->arg.s), &isnull, 0,
		    "an argument (or '-')") != 0)
			return -1;
		a->arg.null = (uint8_t)isnull;
	}
	if (eol(lx) != 0)
		return -1;
	if (m->nactions == 0)
		m->first_action = (uint32_t)rec->nactions;
	m->nactions++;
	rec->nactions++;
	return 0;
}

int
carc_notation_action(struct carc_record *rec, const char *line,
    const char *what, struct carc_error *err)
{
	struct lex lx = { line, line + strlen(line), line, 1, what, err };

	skip_blanks(&lx);
	if (lx.p == lx.end || *lx.p != '+')
		return expected(&lx, "an action '+ N SEAT VERB ...'");
	return action(&lx, rec);
}

static int
score(struct lex *lx, struct carc_record *rec)
{
	struct carc_score *s;

	lx->p++;
	if (rec->nscores == CARC_MAX_SCORES)
		return expected(lx, "no more score rows than a record holds");
	if (carc_record_reserve(rec, rec->nmoves, rec->nscores + 1) != 0)
		return carc_error_set(lx->err, "out of memory");
	s = &rec->scores[rec->nscores];
	memset(s, 0, sizeof(*s));
	if (separator(lx, "a blank after '='") != 0)
		return -1;
	if ((size_t)(lx->end - lx->p) >= 5 && memcmp(lx->p, "final", 5) == 0)
		lx->p += 5;
	else if (number(lx, &s->seq, NULL, "a seq or 'final'") != 0)
		return -1;
	else
		s->has_seq = 1;
	if (separator(lx, "a blank after the seq") != 0 ||
	    number(lx, &s->seat, NULL, "a seat") != 0 ||
	    separator(lx, "a blank after the seat") != 0 ||
	    text(lx, s->kind.s, sizeof(s->kind.s), 0, "a kind of points "
	    "(road, city, ...)") != 0 ||
	    separator(lx, "a blank after the kind") != 0 ||
	    number(lx, &s->points, NULL, "points (a whole number)") != 0 ||
	    eol(lx) != 0)
		return -1;
	s->has_seat = s->has_points = 1;
	rec->nscores++;
	return 0;
}

static int
cmp_expansion(const void *a, const void *b)
{
	return strcmp(((const struct carc_expansion *)a)->name,
	    ((const struct carc_expansion *)b)->name);
}

static int
cmp_player(const void *a, const void *b)
{
	int64_t x = ((const struct carc_player *)a)->seat;
	int64_t y = ((const struct carc_player *)b)->seat;

	return (x > y) - (x < y);
}

int
carc_notation_parse(struct carc_notation *n, const char *text_,
    size_t len, const char *file, struct carc_error *err)
{
	struct carc_record *rec = &n->rec;
	struct seen seen = { 0, 0, 0 };
	struct lex lx = { text_, text_ + len, text_, 1, file, err };
	int rc = 0;

	free(n->source);
	free(n->started_at);
	free(n->finished_at);
	n->source = n->started_at = n->finished_at = NULL;
	rec->id = 0;
	rec->unreadable[0] = '\0';
	rec->nexpansions = rec->nplayers = 0;
	rec->nmoves = rec->nscores = rec->nactions = 0;
	/* what db/schema.sql gives a row that names none */
	strcpy(rec->ruleset, "final");
	strcpy(rec->tile_supply, "standard");
	strcpy(rec->status, "finished");
	while (rc == 0 && lx.p < lx.end) {
		skip_blanks(&lx);
		if (at_eol(&lx))
			;
		else if (*lx.p == '[') {
			if (rec->nmoves > 0)
				rc = expected(&lx, "a move, an action or a "
				    "score row (the tags come first)");
			else
				rc = tag(&lx, n, &seen);
		} else if (*lx.p == '+')
			rc = action(&lx, rec);
		else if (*lx.p == '=')
			rc = score(&lx, rec);
		else if (*lx.p == '-' || (*lx.p >= '0' && *lx.p <= '9'))
			rc = move(&lx, n);
		else
			rc = expected(&lx, "a tag '[', a move (its seq), an "
			    "action '+' or a score row '='");
		if (rc != 0)
			break;
		/* the rest of the line is a comment, or nothing */
		while (lx.p < lx.end && *lx.p != '\n')
			lx.p++;
		if (lx.p < lx.end) {
			lx.p++;
			lx.line++;
			lx.bol = lx.p;
		}
	}
	if (rc != 0)
		return -1;
	/* the order the reader gives them in (record/open.c) */
	qsort(rec->expansions, rec->nexpansions, sizeof(rec->expansions[0]),
	    cmp_expansion);
	qsort(rec->players, rec->nplayers, sizeof(rec->players[0]),
	    cmp_player);
	return 0;
}
