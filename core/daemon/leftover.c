/*
 * leftover.c - carcd's leftovers in $TMPDIR removed at start
 * (leftover.h).
 *
 * A file is carcd's by its name alone, so a name is not enough: it must
 * also be a regular file of carcd's own user, and no process may have
 * it open, which would mean that it is in use (a carc or carcd of an
 * older version running, checking its copy).  Whether a process has a
 * file open is read from /proc/PID/fd, Linux's; a process of another
 * user whose descriptors cannot be read has none of this user's copies
 * open (they are made mode 0600).
 */
#include "config.h"

#include <sys/types.h>
#include <sys/stat.h>

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/leftover.h"
#include "daemon/log.h"

#define LEFTOVER_MAX 64

struct leftover {
	char name[32];			/* carcd_name's: at most 19 bytes */
	dev_t dev;
	ino_t ino;
	int in_use;
};

/* carc-copy.XXXXXX or carcd-plugin.XXXXXX, as mkstemp makes them. */
static int
carcd_name(const char *name)
{
	static const char *const prefixes[] = {
		"carc-copy.", "carcd-plugin."
	};
	size_t i, j, n;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++) {
		n = strlen(prefixes[i]);
		if (strncmp(name, prefixes[i], n) != 0 ||
		    strlen(name + n) != 6)
			continue;
		for (j = n; name[j] != '\0'; j++)
			if (!isalnum((unsigned char)name[j]))
				break;
		if (name[j] == '\0')
			return 1;
	}
	return 0;
}

static int
all_digits(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

/* Mark each of left[0..n) that a process has open: 0, or -1 if /proc
 * cannot be read. */
static int
mark_in_use(struct leftover *left, size_t n)
{
	char path[64 + 256];
	struct dirent *p, *d;
	struct stat sb;
	DIR *procs, *fds;
	size_t i;

	if ((procs = opendir("/proc")) == NULL)
		return -1;
	while ((p = readdir(procs)) != NULL) {
		if (!all_digits(p->d_name) || strlen(p->d_name) > 20)
			continue;
		snprintf(path, sizeof(path), "/proc/%s/fd", p->d_name);
		if ((fds = opendir(path)) == NULL)
			continue;	/* gone, or another user's */
		while ((d = readdir(fds)) != NULL) {
			if (!all_digits(d->d_name) || strlen(d->d_name) > 20)
				continue;
			snprintf(path, sizeof(path), "/proc/%s/fd/%s",
			    p->d_name, d->d_name);
			if (stat(path, &sb) != 0)
				continue;
			for (i = 0; i < n; i++)
				if (left[i].dev == sb.st_dev &&
				    left[i].ino == sb.st_ino)
					left[i].in_use = 1;
		}
		closedir(fds);
	}
	closedir(procs);
	return 0;
}

int
carcd_remove_leftovers(void)
{
	struct leftover left[LEFTOVER_MAX];
	const char *dir = getenv("TMPDIR");
	char path[4096];
	struct dirent *d;
	struct stat sb;
	size_t i, n = 0;
	DIR *dp;
	int removed = 0;

	if (dir == NULL || *dir == '\0')
		dir = "/tmp";
	if ((dp = opendir(dir)) == NULL)
		return 0;
	while ((d = readdir(dp)) != NULL && n < LEFTOVER_MAX) {
		if (!carcd_name(d->d_name) ||
		    (size_t)snprintf(path, sizeof(path), "%s/%s", dir,
		    d->d_name) >= sizeof(path) ||
		    lstat(path, &sb) != 0 || !S_ISREG(sb.st_mode) ||
		    sb.st_uid != geteuid() || sb.st_nlink != 1)
			continue;
		memcpy(left[n].name, d->d_name, strlen(d->d_name) + 1);
		left[n].dev = sb.st_dev;
		left[n].ino = sb.st_ino;
		left[n].in_use = 0;
		n++;
	}
	closedir(dp);
	if (n == 0 || mark_in_use(left, n) != 0)
		return 0;
	for (i = 0; i < n; i++) {
		if (left[i].in_use)
			continue;
		/* the same file still: not one made since under its name */
		if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir,
		    left[i].name) >= sizeof(path) || lstat(path, &sb) != 0 ||
		    sb.st_dev != left[i].dev || sb.st_ino != left[i].ino)
			continue;
		if (unlink(path) == 0) {
			carc_log_info("removed '%s', left by a carcd or carc "
			    "that was killed (%lld bytes)", path,
			    (long long)sb.st_size);
			removed++;
		}
	}
	return removed;
}
