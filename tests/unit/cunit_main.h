/*
 * cunit_main.h - the one main() of every CUnit program (cunit_main.c).
 * A program defines carc_test_register() and nothing else of its
 * running: adding its suites and tests to the registry CUnit has made.
 */
#ifndef CARC_CUNIT_MAIN_H
#define CARC_CUNIT_MAIN_H

/* Add the program's suites and tests (its own setup first, with atexit()
 * for what must be undone); 0, or -1 when anything could not be added or
 * prepared: the program then fails without running a test. */
int carc_test_register(void);

#endif /* CARC_CUNIT_MAIN_H */
