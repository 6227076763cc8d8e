/*
 * private.c - carcd's private copies of its plugins (private.h).
 *
 * Test hooks, read from the environment and documented in
 * tests/daemon/privtmp.sh: CARCD_TEST_STOP_LOADING stops the process
 * (SIGSTOP) once, with the first copy made and not yet mapped, so that a
 * test can kill it there; CARCD_TEST_NO_MEMFD makes the copies as on a
 * system without memfd_create.  Neither changes what is copied or loaded.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/stat.h>
#ifdef HAVE_MEMFD_CREATE
#include <sys/mman.h>
#endif

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/private.h"

/* All of in (from its start) to out: 0 or an errno. */
static int
copy_fd(int in, int out)
{
	char buf[1 << 16];
	ssize_t n, w, off;
	off_t at = 0;

	for (;;) {
		if ((n = pread(in, buf, sizeof(buf), at)) < 0) {
			if (errno == EINTR)
				continue;
			return errno;
		}
		if (n == 0)
			return 0;
		at += n;
		for (off = 0; off < n; off += w)
			if ((w = write(out, buf + off, (size_t)(n - off))) < 0) {
				if (errno != EINTR)
					return errno;
				w = 0;
			}
	}
}

#ifdef HAVE_MEMFD_CREATE
/*
 * An anonymous file: nothing to remove, whatever kills the process.
 * 0, 1 when this system cannot (a kernel without memfd_create, no
 * /proc for dlopen to open it through), or -1 and err.
 */
static int
memfd_copy(int fd, const char *path, int *copy, char *name, size_t len,
    struct carc_error *err)
{
	int e;

	if ((*copy = memfd_create("carcd-plugin", MFD_CLOEXEC |
	    MFD_ALLOW_SEALING)) < 0)
		return errno == ENOSYS || errno == EINVAL ? 1 :
		    carc_error_set(err, "cannot copy plugin '%s': %s", path,
		    strerror(errno));
	if ((e = copy_fd(fd, *copy)) != 0) {
		close(*copy);
		return carc_error_set(err, "cannot copy plugin '%s': %s", path,
		    strerror(e));
	}
	/* Sealed: not even carcd can change the code it maps. */
	(void)fcntl(*copy, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW |
	    F_SEAL_WRITE | F_SEAL_SEAL);
	snprintf(name, len, "/proc/self/fd/%d", *copy);
	if (access(name, R_OK) != 0) {
		close(*copy);
		return 1;
	}
	return 0;
}
#endif

/* A file of our own in $TMPDIR, unlinked once mapped (carcd_drop). */
static int
file_copy(int fd, const char *path, int *copy, char *name, size_t len,
    struct carc_error *err)
{
	const char *tmp = getenv("TMPDIR");
	int e;

	if (tmp == NULL || tmp[0] != '/')
		tmp = "/tmp";
	if ((size_t)snprintf(name, len, "%s/carcd-plugin.XXXXXX", tmp) >= len)
		return carc_error_set(err, "cannot copy plugin '%s': TMPDIR "
		    "is too long", path);
	if ((*copy = mkstemp(name)) < 0)
		return carc_error_set(err, "cannot copy plugin '%s' into "
		    "'%s': %s", path, tmp, strerror(errno));
	(void)fcntl(*copy, F_SETFD, FD_CLOEXEC);
	if ((e = copy_fd(fd, *copy)) != 0) {
		(void)unlink(name);
		close(*copy);
		return carc_error_set(err, "cannot copy plugin '%s': %s", path,
		    strerror(e));
	}
	return 0;
}

static int
copy_once(int fd, const char *path, int *copy, char *name, size_t len,
    struct carc_error *err)
{
#ifdef HAVE_MEMFD_CREATE
	int r;

	if (getenv("CARCD_TEST_NO_MEMFD") == NULL &&
	    (r = memfd_copy(fd, path, copy, name, len, err)) <= 0)
		return r;
#endif
	return file_copy(fd, path, copy, name, len, err);
}

static void
carcd_drop(int copy, const char *name)
{
	if (strncmp(name, "/proc/self/fd/", 14) != 0)
		(void)unlink(name);
	close(copy);
}

/* Does a loaded object go by name?  dlopen hands it back for the name,
 * whatever file is there now. */
static int
name_loaded(const char *name)
{
	void *h;

	if ((h = dlopen(name, RTLD_LAZY | RTLD_NOLOAD)) == NULL)
		return 0;
	dlclose(h);
	return 1;
}

/*
 * dlopen takes a name it loaded before for that object: /proc/self/fd/N
 * of a descriptor closed since and reused (the old set is still loaded
 * while a SIGHUP loads the new one), or a temporary name made again.
 * Such a copy is kept while another is made, so that the next has
 * another name; there are fewer loaded objects than tries.
 */
#define NAME_TRIES (2 * CARC_MAX_PLUGINS + 16)

static int
carcd_make(int fd, const char *path, int *copy, char *name, size_t len,
    struct carc_error *err)
{
	static int stopped;
	int held[NAME_TRIES];
	char heldname[NAME_TRIES][256];
	int n = 0, rc = -1, i;

	for (;;) {
		if (copy_once(fd, path, copy, name, len, err) != 0)
			break;
		if (!name_loaded(name)) {
			rc = 0;
			break;
		}
		if (n == NAME_TRIES || strlen(name) >= sizeof(heldname[0])) {
			carcd_drop(*copy, name);
			carc_error_set(err, "cannot copy plugin '%s': no name "
			    "dlopen has not seen", path);
			break;
		}
		held[n] = *copy;
		snprintf(heldname[n++], sizeof(heldname[0]), "%s", name);
	}
	for (i = 0; i < n; i++)
		carcd_drop(held[i], heldname[i]);
	if (rc == 0 && !stopped && getenv("CARCD_TEST_STOP_LOADING") != NULL) {
		stopped = 1;
		(void)raise(SIGSTOP);
	}
	return rc;
}

const struct carc_plugin_copier carcd_private_copier = {
	carcd_make,
	carcd_drop
};
