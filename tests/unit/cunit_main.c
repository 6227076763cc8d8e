/*
 * cunit_main.c - main() for every CUnit program of tests/unit (issue 31):
 * one verdict for all of them.  CUnit's own counts are partial (a suite
 * whose init fails counts no failed assertion, so a program counting
 * only those passed with nothing run), so the program fails on any
 * failure record CUnit keeps (assertions, a suite's init or cleanup, a
 * test that could not run), on a registry that could not be built, and
 * on a run of no test at all.  Exit statuses are automake's: 0 pass,
 * 1 fail, 99 a hard error (the registry or the program's own setup).
 */
#include "config.h"

#include <stdio.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

int
main(void)
{
	unsigned int records, suites, tests, run;
	CU_ErrorCode rc;

	if (CU_initialize_registry() != CUE_SUCCESS) {
		fprintf(stderr, "cannot make the CUnit registry: %s\n",
		    CU_get_error_msg());
		return 99;
	}
	if (carc_test_register() != 0 || CU_get_error() != CUE_SUCCESS) {
		fprintf(stderr, "cannot register the tests: %s\n",
		    CU_get_error() != CUE_SUCCESS ? CU_get_error_msg() :
		    "the program's setup failed");
		CU_cleanup_registry();
		return 99;
	}
	CU_basic_set_mode(CU_BRM_VERBOSE);
	rc = CU_basic_run_tests();
	records = CU_get_number_of_failure_records();
	suites = CU_get_number_of_suites_failed();
	tests = CU_get_number_of_tests_failed();
	run = CU_get_number_of_tests_run();
	CU_cleanup_registry();
	if (rc != CUE_SUCCESS) {
		fprintf(stderr, "FAIL: the run stopped: error %d\n", (int)rc);
		return 1;
	}
	if (suites != 0)
		fprintf(stderr, "FAIL: %u suite(s) failed to initialize or "
		    "clean up\n", suites);
	if (run == 0)
		fprintf(stderr, "FAIL: no test ran\n");
	if (records != 0 || suites != 0 || tests != 0 || run == 0) {
		fprintf(stderr, "FAIL: %u failure record(s), %u test(s) "
		    "failed, %u run\n", records, tests, run);
		return 1;
	}
	return 0;
}
