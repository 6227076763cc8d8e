/*
 * outfile.c - opening carc's outputs without following a link planted in
 * their place (outfile.h).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/outfile.h"

/* Why a name could not be opened: a link says so in words. */
static int
refuse(struct carc_error *err, const char *path, int dir, int e)
{
	if (e == ELOOP || e == EMLINK)
		return carc_error_set(err, "refusing to write %s'%s': it is a "
		    "symbolic link", dir ? "into " : "", path);
	return carc_error_set(err, "cannot create '%s': %s", path,
	    strerror(e));
}

FILE *
carc_outfile_open(const char *path, int dir_too, struct carc_error *err)
{
	const char *slash = strrchr(path, '/'), *name;
	char *dir;
	struct stat sb;
	FILE *f;
	int dfd, fd, e;

	if (slash == NULL) {
		dir = strdup(".");
		name = path;
	} else {
		dir = strndup(path, slash == path ? 1 : (size_t)(slash - path));
		name = slash + 1;
	}
	if (dir == NULL) {
		carc_error_set(err, "out of memory");
		return NULL;
	}
	if (*name == '\0') {
		carc_error_set(err, "cannot create '%s': is a directory", path);
		free(dir);
		return NULL;
	}
	dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC |
	    (dir_too ? O_NOFOLLOW : 0));
	e = errno;
	if (dfd < 0) {
		refuse(err, dir, 1, e);
		free(dir);
		return NULL;
	}
	free(dir);
	/* O_NONBLOCK: a FIFO in the file's place does not hold us */
	fd = openat(dfd, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC | O_NOCTTY, 0666);
	e = errno;
	close(dfd);
	if (fd < 0) {
		refuse(err, path, 0, e);
		return NULL;
	}
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		carc_error_set(err, "refusing to write '%s': not a regular "
		    "file", path);
		close(fd);
		return NULL;
	}
	/* another name of the same file, planted beside our outputs,
	 * would be written through as a link would */
	if (sb.st_nlink > 1) {
		carc_error_set(err, "refusing to write '%s': the file has "
		    "other names (hard links)", path);
		close(fd);
		return NULL;
	}
	if (ftruncate(fd, 0) != 0 || fcntl(fd, F_SETFL, 0) != 0 ||
	    (f = fdopen(fd, "w")) == NULL) {
		e = errno;
		close(fd);
		carc_error_set(err, "cannot create '%s': %s", path,
		    strerror(e));
		return NULL;
	}
	return f;
}

int
carc_outdir_make(const char *path, struct carc_error *err)
{
	struct stat sb;

	if (mkdir(path, 0777) == 0)
		return 0;
	if (errno != EEXIST)
		return carc_error_set(err, "cannot create '%s': %s", path,
		    strerror(errno));
	if (lstat(path, &sb) != 0)
		return carc_error_set(err, "cannot create '%s': %s", path,
		    strerror(errno));
	if (S_ISLNK(sb.st_mode))
		return carc_error_set(err, "refusing to write into '%s': it "
		    "is a symbolic link", path);
	if (!S_ISDIR(sb.st_mode))
		return carc_error_set(err, "cannot create '%s': it exists and "
		    "is not a directory", path);
	return 0;
}
