/*
 * lock.c - see lock.h.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/lock.h"

/* "12345\n" and no more: a pid file is never larger. */
#define PIDFILE_MAX 32

/*
 * The pid a pid file holds: optional blanks, digits, optional newline;
 * -1 for anything else, including an empty file (it may be anyone's).
 */
static long
parse_pid(const char *buf, size_t n)
{
	size_t i = 0;
	long pid = 0;

	while (i < n && buf[i] == ' ')
		i++;
	if (i == n || !isdigit((unsigned char)buf[i]))
		return -1;
	for (; i < n && isdigit((unsigned char)buf[i]); i++) {
		if (pid > 99999999L)
			return -1;
		pid = pid * 10 + (buf[i] - '0');
	}
	if (i < n && buf[i] == '\n')
		i++;
	return i == n && pid > 0 ? pid : -1;
}

/* Read the whole of fd (at most PIDFILE_MAX bytes): its pid or -1. */
static long
read_pid(int fd)
{
	char buf[PIDFILE_MAX + 1];
	ssize_t n;

	n = pread(fd, buf, sizeof(buf), 0);
	if (n < 0 || n > PIDFILE_MAX)
		return -1;
	return parse_pid(buf, (size_t)n);
}

static int
alive(long pid)
{
	return kill((pid_t)pid, 0) == 0 || errno == EPERM;
}

/*
 * The checks of lock.h on an open fd of path (sb: its lstat).  On
 * success the file is locked, or *busy says that another process holds
 * it; *pid is the pid the file holds, 0 for an empty database lock.
 */
static int
judge(int fd, const char *path, const char *what, enum carcd_lock_kind kind,
    const struct stat *sb, long *pid, int *busy, struct carc_error *err)
{
	struct stat fsb;

	*busy = 0;
	if (fstat(fd, &fsb) != 0 || fsb.st_dev != sb->st_dev ||
	    fsb.st_ino != sb->st_ino)
		return carc_error_set(err, "%s '%s' changed while carcd "
		    "looked at it", what, path);
	/*
	 * carcd_lock_write_pid empties the file before it writes: a carcd
	 * killed in between (tests/daemon/crash.sh met it) leaves an empty
	 * file.  Under a database lock's name that can only be carcd's;
	 * at a pid file's path it may be anyone's file.
	 */
	if (S_ISREG(fsb.st_mode) && fsb.st_size == 0 &&
	    kind == CARCD_LOCK_DATABASE)
		*pid = 0;
	else if (!S_ISREG(fsb.st_mode) || fsb.st_size > PIDFILE_MAX ||
	    (*pid = read_pid(fd)) < 0)
		return carc_error_set(err, "%s '%s' exists and is not a pid "
		    "file (%lld bytes): refusing to overwrite it; name "
		    "another file or remove it", what, path,
		    (long long)fsb.st_size);
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		if (errno != EWOULDBLOCK)
			return carc_error_set(err, "cannot lock '%s': %s",
			    path, strerror(errno));
		*busy = 1;
		return 0;
	}
	/* Unlocked: no carcd holds it.  Whose file it is, lock.h. */
	if (kind == CARCD_LOCK_PIDFILE && *pid != (long)getpid() &&
	    alive(*pid)) {
		flock(fd, LOCK_UN);
		return carc_error_set(err, "%s '%s' holds pid %ld, a running "
		    "process: refusing to take it over; remove it if that "
		    "process is not a carcd", what, path, *pid);
	}
	return 0;
}

/* lstat path: 0 exists (sb filled), 1 missing, -1 error or not a plain
 * file (a symlink or a FIFO is nobody's pid file). */
static int
look(const char *path, const char *what, struct stat *sb,
    struct carc_error *err)
{
	if (lstat(path, sb) != 0) {
		if (errno == ENOENT)
			return 1;
		return carc_error_set(err, "cannot use %s '%s': %s", what,
		    path, strerror(errno));
	}
	if (!S_ISREG(sb->st_mode))
		return carc_error_set(err, "%s '%s' exists and is not a "
		    "regular file: refusing to use it", what, path);
	return 0;
}

int
carcd_lock_check(const char *path, const char *what,
    enum carcd_lock_kind kind, long *pid, struct carc_error *err)
{
	struct stat sb;
	int fd, r, busy;

	*pid = 0;
	if ((r = look(path, what, &sb, err)) < 0)
		return -1;
	if (r > 0) {
		/* Nothing there: can it be made? */
		char dir[4096], *slash;

		snprintf(dir, sizeof(dir), "%s", path);
		if ((slash = strrchr(dir, '/')) != NULL)
			slash[slash == dir ? 1 : 0] = '\0';
		else
			snprintf(dir, sizeof(dir), ".");
		if (access(dir, W_OK | X_OK) != 0)
			return carc_error_set(err, "cannot create %s '%s': %s",
			    what, path, strerror(errno));
		return 0;
	}
	if ((fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC)) < 0)
		return carc_error_set(err, "cannot open '%s': %s", path,
		    strerror(errno));
	r = judge(fd, path, what, kind, &sb, pid, &busy, err);
	close(fd);			/* drops the flock judge took */
	if (r < 0)
		return -1;
	return busy;
}

int
carcd_lock_take(struct carcd_lock *lk, const char *path, const char *what,
    enum carcd_lock_kind kind, struct carc_error *err)
{
	struct stat sb;
	long pid = 0;
	int fd, r, busy;

	lk->fd = -1;
	lk->path = NULL;
	if ((r = look(path, what, &sb, err)) < 0)
		return -1;
	if (r > 0) {
		/* Nothing there: create it, and only it (EXCL). */
		if ((fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW |
		    O_CLOEXEC, 0644)) < 0)
			return carc_error_set(err, "cannot create '%s': %s",
			    path, strerror(errno));
		if (flock(fd, LOCK_EX | LOCK_NB) != 0 || fstat(fd, &sb) != 0) {
			carc_error_set(err, "cannot lock '%s': %s", path,
			    strerror(errno));
			goto fail;
		}
	} else {
		if ((fd = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK |
		    O_CLOEXEC)) < 0)
			return carc_error_set(err, "cannot open '%s': %s",
			    path, strerror(errno));
		if (judge(fd, path, what, kind, &sb, &pid, &busy, err) < 0)
			goto fail;
		if (busy && pid > 0) {
			carc_error_set(err, "%s is in use: '%s' is locked by "
			    "pid %ld (another carcd is running)", what, path,
			    pid);
			goto fail;
		}
		if (busy) {
			carc_error_set(err, "%s is in use: '%s' is locked by "
			    "another carcd, starting", what, path);
			goto fail;
		}
	}
	if ((lk->path = strdup(path)) == NULL) {
		carc_error_set(err, "out of memory");
		goto fail;
	}
	lk->fd = fd;
	lk->dev = sb.st_dev;
	lk->ino = sb.st_ino;
	carcd_lock_write_pid(lk);
	return 0;
fail:
	close(fd);
	return -1;
}

void
carcd_lock_write_pid(struct carcd_lock *lk)
{
	char buf[32];
	int n;

	/* holding it already: not even a moment of an empty file */
	if (lk->fd < 0 || read_pid(lk->fd) == (long)getpid())
		return;
	n = snprintf(buf, sizeof(buf), "%ld\n", (long)getpid());
	if (ftruncate(lk->fd, 0) != 0 || pwrite(lk->fd, buf, (size_t)n, 0) !=
	    n)
		return;			/* the lock is what matters */
}

void
carcd_lock_clear_pid(struct carcd_lock *lk)
{
	if (lk->fd >= 0 && ftruncate(lk->fd, 0) != 0)
		return;			/* the lock is what matters */
}

void
carcd_lock_release(struct carcd_lock *lk)
{
	struct stat sb;

	if (lk->fd < 0)
		return;
	/* Unlink while still holding the lock, so no file is left behind,
	 * but only our file: one put in its place since is someone
	 * else's.  A carcd starting in this very instant may lock the
	 * unlinked file while a third locks a new one; starts that close
	 * together are left to the service manager. */
	if (lstat(lk->path, &sb) == 0 && sb.st_dev == lk->dev &&
	    sb.st_ino == lk->ino && read_pid(lk->fd) == (long)getpid())
		(void)unlink(lk->path);
	close(lk->fd);
	free(lk->path);
	lk->fd = -1;
	lk->path = NULL;
}
