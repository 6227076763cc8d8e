/*
 * private.c - carcd's private copies of a plugin directory (private.h).
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/private.h"
#include "host/plugins.h"

/* A plugin's file or a catalogue: what the loader reads from dir. */
static int
wanted(const char *name)
{
	size_t len = strlen(name);

	return name[0] != '.' && ((len > 3 && strcmp(name + len - 3,
	    ".so") == 0) || (len > 5 && strcmp(name + len - 5, ".yaml") == 0));
}

/* src to dst (new, mode's permission bits): 0 or an errno. */
static int
copy_file(const char *src, const char *dst, mode_t mode)
{
	char buf[1 << 16];
	ssize_t n, w, off;
	int in, out, e = 0;

	if ((in = open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)) < 0)
		return errno;
	if ((out = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
	    mode & 0755)) < 0) {
		e = errno;
		close(in);
		return e;
	}
	while (e == 0 && (n = read(in, buf, sizeof(buf))) != 0) {
		if (n < 0) {
			if (errno != EINTR)
				e = errno;
			continue;
		}
		for (off = 0; e == 0 && off < n; off += w)
			if ((w = write(out, buf + off, (size_t)(n - off))) < 0)
				e = errno == EINTR ? 0 : errno, w = 0;
	}
	if (close(out) != 0 && e == 0)
		e = errno;
	close(in);
	return e;
}

/* Unlink every file of dir, and dir. */
static void
remove_dir(const char *dir)
{
	char path[4096];
	struct dirent *de;
	DIR *d;

	if ((d = opendir(dir)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0)
			continue;
		if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir,
		    de->d_name) < sizeof(path))
			(void)unlink(path);
	}
	closedir(d);
	(void)rmdir(dir);
}

void
carcd_private_remove(const char *root)
{
	char path[4096];
	struct dirent *de;
	DIR *d;

	if (root == NULL || root[0] == '\0' || (d = opendir(root)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if ((size_t)snprintf(path, sizeof(path), "%s/%s", root,
		    de->d_name) < sizeof(path))
			remove_dir(path);
	}
	closedir(d);
	(void)rmdir(root);
}

/* dir's plugin files into out (made here): 0, or -1 and err. */
static int
copy_dir(const char *dir, const char *out, struct carc_error *err)
{
	char why[512], src[4096], dst[4096];
	struct dirent *de;
	struct stat sb;
	DIR *d;
	int e;

	if (carc_paths_untrusted(dir, 1, why, sizeof(why)) == -1)
		return carc_error_set(err, "plugin directory '%s' is %s", dir,
		    why);
	if (mkdir(out, 0700) != 0)
		return carc_error_set(err, "cannot make a private copy of the "
		    "plugins of '%s': %s", dir, strerror(errno));
	if ((d = opendir(dir)) == NULL)
		return carc_error_set(err, "cannot open plugin directory '%s': "
		    "%s", dir, strerror(errno));
	while ((de = readdir(d)) != NULL) {
		if (!wanted(de->d_name))
			continue;
		if ((size_t)snprintf(src, sizeof(src), "%s/%s", dir,
		    de->d_name) >= sizeof(src) ||
		    (size_t)snprintf(dst, sizeof(dst), "%s/%s", out,
		    de->d_name) >= sizeof(dst))
			continue;
		/* the loader refuses a plugin that is not a regular file (a
		 * link could lead out of the checked directory): so here */
		if (lstat(src, &sb) != 0)
			continue;
		if (!S_ISREG(sb.st_mode)) {
			if (de->d_name[strlen(de->d_name) - 1] != 'o')
				continue;	/* a catalogue: looked up elsewhere */
			closedir(d);
			return carc_error_set(err, "refusing plugin '%s': not a "
			    "regular file", src);
		}
		if (carc_paths_untrusted(src, 0, why, sizeof(why)) == -1) {
			closedir(d);
			return carc_error_set(err, "refusing plugin '%s': %s", src,
			    why);
		}
		if ((e = copy_file(src, dst, sb.st_mode)) != 0) {
			closedir(d);
			return carc_error_set(err, "cannot copy plugin '%s': %s",
			    src, strerror(e));
		}
	}
	closedir(d);
	return 0;
}

int
carcd_private_copy(const char *const *dirs, size_t n, char *root,
    size_t rootlen, char **priv, struct carc_error *err)
{
	const char *tmp = getenv("TMPDIR");
	char *p[64];
	size_t i, k;
	int e;

	if (n > sizeof(p) / sizeof(p[0]))
		return carc_error_set(err, "too many plugin directories");
	if (tmp == NULL || tmp[0] != '/')
		tmp = "/tmp";
	/* a directory of ours inside one of ours: the loader trusts a
	 * sticky directory (/tmp) above a plugin's directory, not as it */
	if ((size_t)snprintf(root, rootlen, "%s/carcd-plugins.XXXXXX", tmp) >=
	    rootlen || mkdtemp(root) == NULL) {
		e = errno;
		root[0] = '\0';
		return carc_error_set(err, "cannot make a private copy of the "
		    "plugins in '%s': %s", tmp, strerror(e));
	}
	for (i = 0; i < n; i++) {
		if ((p[i] = malloc(strlen(root) + 32)) == NULL) {
			carc_error_set(err, "out of memory");
			goto fail;
		}
		sprintf(p[i], "%s/p%zu", root, i);
		if (copy_dir(dirs[i], p[i], err) != 0) {
			i++;
			goto fail;
		}
	}
	for (k = 0; k < n; k++)
		priv[k] = p[k];
	return 0;
fail:
	for (k = 0; k < i; k++)
		free(p[k]);
	carcd_private_remove(root);
	root[0] = '\0';
	return -1;
}
