/* fuzz_common.c - see fuzz_common.h */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz_common.h"
#include "engine/services.h"

static char temp_path[4096];
static char temp_side[4][4096];

void
fuzz_load_plugins(struct carc_plugin_set *set)
{
	struct carc_error err;

	if (carc_plugins_load(set, carc_paths_plugin_dir(NULL),
	    carc_services(), &err) != 0) {
		fprintf(stderr, "fuzz: %s\n", err.msg);
		abort();
	}
}

/* SQLite leaves a journal beside a database it opened: remove those too. */
static void
remove_temp(void)
{
	size_t i;

	if (temp_path[0] == '\0')
		return;
	unlink(temp_path);
	for (i = 0; i < sizeof(temp_side) / sizeof(temp_side[0]); i++)
		if (temp_side[i][0] != '\0')
			unlink(temp_side[i]);
}

const char *
fuzz_write_temp(const uint8_t *data, size_t size, const char *suffix)
{
	static const char *const sides[] = { "-journal", "-wal", "-shm",
	    "-mj" };
	const char *dir;
	size_t i, off;
	ssize_t n;
	int fd;

	if (temp_path[0] == '\0') {
		dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
		snprintf(temp_path, sizeof(temp_path), "%s/carc-fuzz-%ld%s",
		    dir, (long)getpid(), suffix);
		for (i = 0; i < sizeof(sides) / sizeof(sides[0]); i++)
			snprintf(temp_side[i], sizeof(temp_side[i]), "%s%s",
			    temp_path, sides[i]);
		atexit(remove_temp);
	}
	for (i = 0; i < sizeof(sides) / sizeof(sides[0]); i++)
		unlink(temp_side[i]);
	fd = open(temp_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0) {
		perror(temp_path);
		abort();
	}
	for (off = 0; off < size; off += (size_t)n) {
		n = write(fd, data + off, size - off);
		if (n <= 0) {
			perror(temp_path);
			abort();
		}
	}
	close(fd);
	return temp_path;
}
