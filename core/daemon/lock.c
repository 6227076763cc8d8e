/*
 * lock.c - see lock.h.
 */
#include <config.h>

#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/lock.h"

int
carcd_lock_take(struct carcd_lock *lk, const char *path, const char *what,
    struct carc_error *err)
{
	char buf[32];
	ssize_t n;
	int fd;

	lk->fd = -1;
	lk->path = NULL;
	if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW,
	    0644)) < 0)
		return carc_error_set(err, "cannot open '%s': %s", path,
		    strerror(errno));
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		int e = errno;

		if (e == EWOULDBLOCK) {
			n = pread(fd, buf, sizeof(buf) - 1, 0);
			buf[n > 0 ? n : 0] = '\0';
			buf[strcspn(buf, "\n")] = '\0';
			carc_error_set(err, "%s is in use: '%s' is locked by "
			    "pid %s (another carcd is running)", what, path,
			    buf[0] != '\0' ? buf : "?");
		} else
			carc_error_set(err, "cannot lock '%s': %s", path,
			    strerror(e));
		close(fd);
		return -1;
	}
	if ((lk->path = strdup(path)) == NULL) {
		close(fd);
		return carc_error_set(err, "out of memory");
	}
	lk->fd = fd;
	carcd_lock_write_pid(lk);
	return 0;
}

void
carcd_lock_write_pid(struct carcd_lock *lk)
{
	char buf[32];
	int n;

	if (lk->fd < 0)
		return;
	n = snprintf(buf, sizeof(buf), "%ld\n", (long)getpid());
	if (ftruncate(lk->fd, 0) != 0 || pwrite(lk->fd, buf, (size_t)n, 0) !=
	    n)
		return;			/* the lock is what matters */
}

void
carcd_lock_release(struct carcd_lock *lk)
{
	if (lk->fd < 0)
		return;
	/* Unlink while still holding the lock, so no file is left behind.
	 * A carcd starting in this very instant may lock the unlinked file
	 * while a third locks a new one; starts that close together are
	 * left to the service manager. */
	(void)unlink(lk->path);
	close(lk->fd);
	free(lk->path);
	lk->fd = -1;
	lk->path = NULL;
}
