/*
 * copy-ways.c - what the still copy of a rollback-journal database
 * (core/record/capture.c) could cost, made each way Linux offers, so
 * that the choice in capture.c rests on figures (doc/benchmark.md, "The
 * fourth round").  Linux only; not built by make:
 *
 *   cc -O2 -o copy-ways bench/copy-ways.c && ./copy-ways FILE [RUNS]
 *
 * Each way copies FILE, read from the page cache (it is read once
 * first), in pieces of 1 MB as capture.c does, RUNS times (default 7),
 * and prints the median and the fastest run in ms.  "read only" is the
 * floor: the reading of the file and nothing else.
 */
#define _GNU_SOURCE
#include <sys/mman.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define PIECE (1 << 20)
#define MAX_RUNS 99

static int in;
static size_t size;
static char *buf;

static double
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int
read_piece(char *to, size_t off)
{
	size_t n = size - off < PIECE ? size - off : PIECE;

	return pread(in, to, n, (off_t)off) == (ssize_t)n ? 0 : -1;
}

/* copy by pread into a buffer and pwrite out, to fd (what capture.c does) */
static int
by_pwrite(int fd)
{
	size_t off;

	for (off = 0; off < size; off += PIECE) {
		size_t n = size - off < PIECE ? size - off : PIECE;

		if (read_piece(buf, off) != 0 ||
		    pwrite(fd, buf, n, (off_t)off) != (ssize_t)n)
			return -1;
	}
	return 0;
}

/* copy by pread straight into memory mapped at m */
static int
into(char *m)
{
	size_t off;

	for (off = 0; off < size; off += PIECE)
		if (read_piece(m + off, off) != 0)
			return -1;
	return 0;
}

static int
tmpfile_fd(void)
{
	const char *dir = getenv("TMPDIR");

	return open(dir != NULL && *dir != '\0' ? dir : "/tmp",
	    O_TMPFILE | O_RDWR, 0600);
}

static int
way(int which)
{
	size_t off;
	char *m = NULL;
	int fd = -1, rc = -1, flags = MAP_PRIVATE | MAP_ANONYMOUS;
	loff_t a = 0, b = 0;

	switch (which) {
	case 0:		/* the floor */
		for (off = 0, rc = 0; off < size && rc == 0; off += PIECE)
			rc = read_piece(buf, off);
		return rc;
	case 1:		/* a nameless file of $TMPDIR (capture.c) */
		if ((fd = tmpfile_fd()) >= 0)
			rc = by_pwrite(fd);
		break;
	case 2:		/* copy_file_range into it: needs a descriptor of
			 * the file of one's own */
		if ((fd = tmpfile_fd()) < 0)
			break;
		for (rc = 0; a < (loff_t)size && rc == 0; ) {
			ssize_t r = copy_file_range(in, &a, fd, &b,
			    size - (size_t)a, 0);

			rc = r > 0 ? 0 : -1;
		}
		break;
	case 3:		/* memfd_create: memory with a descriptor */
		if ((fd = memfd_create("copy-ways", 0)) >= 0)
			rc = by_pwrite(fd);
		break;
	case 4:		/* anonymous memory, faulted in as it is written */
	case 5:		/* the same, populated in one call */
	case 6:		/* the same, in huge pages where the kernel can */
		if (which == 5)
			flags |= MAP_POPULATE;
		m = mmap(NULL, size, PROT_READ | PROT_WRITE, flags, -1, 0);
		if (m == MAP_FAILED)
			return -1;
		if (which == 6)
			(void)madvise(m, size, MADV_HUGEPAGE);
		rc = into(m);
		munmap(m, size);
		return rc;
	}
	if (fd >= 0)
		close(fd);
	return rc;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	static const char *const names[] = { "read only (the floor)",
	    "pread + pwrite, nameless file of $TMPDIR (capture.c)",
	    "copy_file_range, nameless file of $TMPDIR",
	    "pread + pwrite, memfd", "pread into anonymous memory",
	    "pread into anonymous memory, MAP_POPULATE",
	    "pread into anonymous memory, MADV_HUGEPAGE" };
	double t[MAX_RUNS];
	struct stat sb;
	int runs = argc > 2 ? atoi(argv[2]) : 7, w, i;

	if (argc < 2 || argc > 3 || runs < 1 || runs > MAX_RUNS) {
		fprintf(stderr, "usage: copy-ways FILE [RUNS, 1 to %d]\n",
		    MAX_RUNS);
		return 2;
	}
	if ((in = open(argv[1], O_RDONLY)) < 0 || fstat(in, &sb) != 0 ||
	    sb.st_size <= 0 || (buf = malloc(PIECE)) == NULL) {
		fprintf(stderr, "copy-ways: %s: %s\n", argv[1],
		    errno != 0 ? strerror(errno) : "empty");
		return 2;
	}
	size = (size_t)sb.st_size;
	(void)way(0);		/* into the page cache */
	printf("%s, %.1f MB, %d runs: median and fastest, ms\n", argv[1],
	    size / 1e6, runs);
	for (w = 0; w < (int)(sizeof(names) / sizeof(names[0])); w++) {
		for (i = 0; i < runs; i++) {
			double t0 = now_ms();

			if (way(w) != 0) {
				printf("%-52s failed: %s\n", names[w],
				    strerror(errno));
				break;
			}
			t[i] = now_ms() - t0;
		}
		if (i < runs)
			continue;
		qsort(t, (size_t)runs, sizeof(t[0]), cmp_double);
		printf("%-52s %7.1f %7.1f\n", names[w], t[runs / 2], t[0]);
	}
	free(buf);
	close(in);
	return 0;
}
