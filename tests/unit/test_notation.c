/*
 * test_notation.c - the notation's reader and writer (core/notation,
 * doc/spec/notation.md) on their own, without a database: every form
 * read and written back byte for byte; every prefix of a file and
 * thousands of damaged copies either read, and then written in a form
 * that reads back to itself, or refused with "file:line:col: expected"
 * (STYLE.md point 8: garbage in, a clear answer out).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"
#include "notation/notation.h"

static char *forms;
static size_t forms_len;

static int
suite_init(void)
{
	const char *top = getenv("top_srcdir");
	char path[4096];
	FILE *f;
	long len;

	snprintf(path, sizeof(path), "%s/tests/fixtures/notation/forms.txt",
	    top != NULL ? top : ".");
	if ((f = fopen(path, "rb")) == NULL)
		return -1;
	if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (forms = malloc((size_t)len)) ==
	    NULL || fread(forms, 1, (size_t)len, f) != (size_t)len) {
		fclose(f);
		return -1;
	}
	forms_len = (size_t)len;
	fclose(f);
	return 0;
}

static int
suite_clean(void)
{
	free(forms);
	return 0;
}

/* "t:LINE:COL: expected ..." with LINE and COL from 1 */
static int
located(const char *msg)
{
	unsigned line, col;
	int n = 0;

	return sscanf(msg, "t:%u:%u: expected %n", &line, &col, &n) == 2 &&
	    n > 0 && line >= 1 && col >= 1;
}

/* Read text; if it reads, its canonical form must read back to the same
 * bytes.  1 read, 0 refused (with a located message). */
static int
read_write_read(const char *text, size_t len)
{
	struct carc_notation n, m;
	struct carc_error err;
	char *a = NULL, *b = NULL;
	size_t la, lb;
	int ok;

	carc_notation_init(&n);
	carc_notation_init(&m);
	ok = carc_notation_parse(&n, text, len, "t", &err) == 0;
	if (!ok) {
		if (!located(err.msg))
			CU_FAIL_FATAL("a refusal without file:line:col");
		goto out;
	}
	CU_ASSERT_EQUAL_FATAL(carc_notation_text(&n, &a, &la, &err), 0);
	CU_ASSERT_EQUAL_FATAL(carc_notation_parse(&m, a, la, "t", &err), 0);
	CU_ASSERT_EQUAL_FATAL(carc_notation_text(&m, &b, &lb, &err), 0);
	CU_ASSERT_EQUAL_FATAL(la, lb);
	CU_ASSERT_EQUAL_FATAL(memcmp(a, b, la), 0);
out:
	free(a);
	free(b);
	carc_notation_free(&n);
	carc_notation_free(&m);
	return ok;
}

static void
test_forms(void)
{
	struct carc_notation n;
	struct carc_error err;
	char *text;
	size_t len;

	carc_notation_init(&n);
	CU_ASSERT_EQUAL_FATAL(carc_notation_parse(&n, forms, forms_len,
	    "forms.txt", &err), 0);
	CU_ASSERT_EQUAL(n.rec.nmoves, 9);
	CU_ASSERT_EQUAL(n.rec.nactions, 3);
	CU_ASSERT_EQUAL(n.rec.nscores, 7);
	CU_ASSERT_EQUAL(n.rec.nplayers, 3);
	CU_ASSERT_STRING_EQUAL(n.rec.players[2].name, "say \"hi\"\\\t");
	CU_ASSERT_STRING_EQUAL(n.source, "one line\nnext line");
	CU_ASSERT_EQUAL(n.rec.moves[3].action, CARC_ACTION_DISCARD);
	CU_ASSERT_STRING_EQUAL(n.rec.moves[5].meeple.s, "discard");
	CU_ASSERT_FALSE(n.rec.moves[5].has_xy);
	CU_ASSERT_EQUAL(n.rec.moves[5].rotation, 45);
	CU_ASSERT_EQUAL_FATAL(carc_notation_text(&n, &text, &len, &err), 0);
	CU_ASSERT_EQUAL(len, forms_len);
	CU_ASSERT_EQUAL(memcmp(text, forms, forms_len < len ? forms_len :
	    len), 0);
	free(text);
	carc_notation_free(&n);
}

static void
test_prefixes(void)
{
	size_t i, read = 0;

	for (i = 0; i <= forms_len; i++)
		read += (size_t)read_write_read(forms, i);
	/* each prefix that ends at a line's end reads */
	CU_ASSERT(read > 20);
}

static void
test_damaged(void)
{
	static const char bytes[] = "\0\n\r\t \"\\@,-+=[]#x0aZ";
	char *copy = malloc(forms_len);
	unsigned seed = 37;
	int i, k;

	CU_ASSERT_PTR_NOT_NULL_FATAL(copy);
	for (i = 0; i < 5000; i++) {
		memcpy(copy, forms, forms_len);
		for (k = 0; k < 1 + i % 3; k++) {
			seed = seed * 1103515245 + 12345;
			copy[(seed >> 8) % forms_len] = (seed >> 4) & 1 ?
			    bytes[(seed >> 16) % (sizeof(bytes) - 1)] :
			    (char)(seed >> 20);
		}
		(void)read_write_read(copy, forms_len);
	}
	free(copy);
}

static void
test_refusals(void)
{
	static const struct { const char *text, *msg; } cases[] = {
		{ "[Ruleset final]\n[Ruleset final]\n",
		  "t:2:2: expected a tag named once of" },
		{ "0 - D@0,0,0\n[Status finished]\n",
		  "t:2:1: expected a move, an action or a score row" },
		{ "0 - D@0,-,0\n", "t:1:9: expected y (x is a number)" },
		{ "0 - D@1,0,0 N S\n", "t:1:15: expected the end of the line" },
		{ "0 - D@0,0,0\n+ 1 0 move mage 2,1\n",
		  "t:2:17: expected '@X,Y' or '-'" },
		{ "0 - D@0,0,0\n+ 2 0 x\n+ 1 0 y\n",
		  "t:3:3: expected an n above the turn's last" },
		{ "= final 0 road x\n", "t:1:16: expected points" },
		{ "[Player 0 \"\"]\n", "t:1:11: expected a name that is not "
		  "empty" },
		{ "[Player 0 a]\n[Player 0 b]\n",
		  "t:2:9: expected a seat not named before" },
		{ "0 - D@99999999999999999999,0,0\n", "t:1:7: expected x" },
		{ "0 - ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij@0,0,0\n",
		  "t:1:5: expected a tile of at most" },
		{ "0 - \"D\\x00\"@0,0,0\n", "t:1:8: expected '\\\"', '\\\\' or "
		  "'\\xHH' (HH not 00)" },
	};
	struct carc_notation n;
	struct carc_error err;
	size_t i;

	carc_notation_init(&n);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int rc = carc_notation_parse(&n, cases[i].text,
		    strlen(cases[i].text), "t", &err);

		CU_ASSERT_EQUAL(rc, -1);
		if (rc != -1 || strncmp(err.msg, cases[i].msg,
		    strlen(cases[i].msg)) != 0) {
			fprintf(stderr, "\ncase %zu: '%s'\n  want '%s'\n", i,
			    rc == -1 ? err.msg : "(read)", cases[i].msg);
			CU_FAIL("the refusal differs");
		}
	}
	carc_notation_free(&n);
}

static CU_TestInfo tests[] = {
	{ "every form read and written back", test_forms },
	{ "every prefix read or refused at its place", test_prefixes },
	{ "damaged copies read or refused at their place", test_damaged },
	{ "refusals say where and what", test_refusals },
	CU_TEST_INFO_NULL
};

static CU_SuiteInfo suites[] = {
	{ .pName = "notation", .pInitFunc = suite_init,
	  .pCleanupFunc = suite_clean, .pTests = tests },
	CU_SUITE_INFO_NULL
};

int
carc_test_register(void)
{
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
