/*
 * junit.c - verdicts as JUnit XML, one test case per game, so that a CI
 * pipeline checking a corpus of games shows red and green where people
 * already look.  A divergent game is a <failure>, an unverifiable one an
 * <error>.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/xml.h"
#include "verify/junit.h"
#include "verify/report.h"

void
carc_junit_begin(FILE *out, const char *suite, size_t tests,
    size_t failures, size_t errors)
{
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
	    "<testsuite name=\"", out);
	carc_xml_text(out, suite, 0);
	fprintf(out, "\" tests=\"%zu\" failures=\"%zu\" errors=\"%zu\">\n",
	    tests, failures, errors);
}

void
carc_junit_end(FILE *out)
{
	fputs("</testsuite>\n</testsuites>\n", out);
}

void
carc_junit_case(FILE *out, const char *classname, const char *name,
    int outcome, const char *message, const char *detail)
{
	fputs("  <testcase classname=\"", out);
	carc_xml_text(out, classname, 0);
	fputs("\" name=\"", out);
	carc_xml_text(out, name, 0);
	fputs("\"", out);
	if (outcome == CARC_JUNIT_PASS) {
		fputs("/>\n", out);
		return;
	}
	fprintf(out, ">\n    <%s message=\"", outcome == CARC_JUNIT_FAILURE ?
	    "failure" : "error");
	carc_xml_text(out, message, 0);
	fputs("\">", out);
	/* one divergence a line, as in the text report: the line breaks
	 * are the writer's own (record text reaches here escaped), so they
	 * are kept where carc_xml_text would make them spaces */
	while (detail != NULL && *detail != '\0') {
		size_t n = strcspn(detail, "\n");

		if (n > 0)	/* max 0 would mean the whole rest */
			carc_xml_text(out, detail, n);
		if (detail[n] == '\n')
			putc('\n', out);
		detail += n + (detail[n] == '\n');
	}
	fprintf(out, "</%s>\n  </testcase>\n", outcome == CARC_JUNIT_FAILURE ?
	    "failure" : "error");
}

void
carc_junit_verdict(FILE *out, const char *classname,
    const struct carc_verdict *v)
{
	char name[64], msg[128];
	size_t i;
	FILE *mem;
	char *detail = NULL;
	size_t len = 0;

	snprintf(name, sizeof(name), "game %" PRId64, v->game);
	if (v->kind == CARC_VALID) {
		carc_junit_case(out, classname, name, CARC_JUNIT_PASS, NULL,
		    NULL);
		return;
	}
	if (v->kind == CARC_UNVERIFIABLE) {
		carc_junit_case(out, classname, name, CARC_JUNIT_ERROR,
		    "unverifiable", v->reason);
		return;
	}
	snprintf(msg, sizeof(msg), "%zu divergence%s, first %s", v->ndiv,
	    v->ndiv == 1 ? "" : "s", v->div[0].rule);
	if ((mem = open_memstream(&detail, &len)) == NULL) {
		carc_junit_case(out, classname, name, CARC_JUNIT_FAILURE, msg,
		    NULL);
		return;
	}
	/* the text report's line: the seat in its column, the figures only
	 * where the message does not state them, the hint in brackets */
	for (i = 0; i < v->ndiv; i++)
		carc_report_divergence(mem, &v->div[i]);
	fclose(mem);
	carc_junit_case(out, classname, name, CARC_JUNIT_FAILURE, msg, detail);
	free(detail);
}
