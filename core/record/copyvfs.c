/*
 * copyvfs.c - an SQLite VFS that reads a still copy of a database
 * (capture.c) through a descriptor carc holds, so that the copy needs no
 * name in any directory (issue 34, 11: a kill -9 during the check of a
 * 215 MB file left a 217 MB copy in $TMPDIR each time; a file with no
 * name goes with the process's last descriptor of it, however it ends).
 *
 * SQLite opens a database by name.  The name of a descriptor,
 * /proc/self/fd/N, does not serve: SQLite's own VFS resolves the link to
 * the name the file no longer has, and opens with O_NOFOLLOW.  So the
 * name here is CARC_COPY_PREFIX and the descriptor's number, and this
 * VFS opens it as a dup of that descriptor.  Nobody else can reach a
 * nameless file, and nobody writes it: no locks, no journal, no WAL
 * (none exists, xAccess says).  Every other file a connection opens
 * (its temporary files for sorting) is the default VFS's, as is
 * everything else a VFS does.
 *
 * A copy of up to CARC_COPY_MAP_MAX bytes is read through a memory map
 * of it, one per copy in the process, shared by every connection on it
 * (the reading's parts, the check's thread): its pages reach SQLite
 * with no system call, by xFetch where the connection's mmap_size allows
 * (carc_db_copy_connect) and by a memcpy where not.  A page read by pread
 * cost a system call and a copy for each of the file's pages, which the
 * bare scan of the file pays too; the copy paid them on top of its own
 * making (doc/benchmark.md, "The sixth round").  A map is safe here
 * where on the user's file it is not: SQLite's memory map of a file
 * that another process truncates, or that fails to read, raises SIGBUS
 * (SQLite's "Memory-Mapped I/O"), and the copy is carc's alone, never
 * truncated once made.  What a map still cannot report as an error is
 * the device under $TMPDIR failing to read back a page of the copy that
 * the kernel wrote out, which a pread reported as one; below the limit
 * the copy is seconds old and its pages seldom leave memory.  Above it
 * the copy is read by pread as before: a map counts in the process's
 * resident size, and the limit keeps carc's peak resident size, which a
 * user reads in top(1), within the few MB it was for the largest files
 * (doc/benchmark.md: 17 MB for a million games, a 4 GB file).
 */
#include "config.h"

#include <sys/mman.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "record/db_private.h"

#define CARC_COPY_PREFIX "/carc-copy-fd/"

/*
 * The memory map of one copy, shared by the process's connections on it.
 * A copy is known by its file (dev, ino): its name is a descriptor's
 * number, and two descriptors of one copy have two.  While the map
 * exists it holds the file, so that no other file gets its number.
 */
struct copy_map {
	dev_t dev;
	ino_t ino;
	const unsigned char *bytes;
	sqlite3_int64 size;
	int users;
	struct copy_map *next;
};

struct copy_file {
	sqlite3_file base;
	int fd;
	struct copy_map *map;	/* NULL: read by pread */
	/* The connection's mmap_size (SQLITE_FCNTL_MMAP_SIZE): SQLite
	 * fetches pages below it in place, reads the others. */
	sqlite3_int64 fetch_max;
};

static sqlite3_vfs copy_vfs;
static sqlite3_vfs *default_vfs;
static int copy_vfs_ready;
static pthread_once_t copy_vfs_once = PTHREAD_ONCE_INIT;

static pthread_mutex_t maps_lock = PTHREAD_MUTEX_INITIALIZER;
static struct copy_map *maps;

/*
 * The map of the copy fd is a descriptor of, shared, or NULL: too large
 * (above), empty, no memory, or CARC_TEST_COPY_NO_MAP set (a test hook:
 * the copy is read by pread, as one above the limit is, so that the
 * tests, whose files are all below it, read both ways).
 */
static struct copy_map *
map_take(int fd)
{
	struct copy_map *m;
	struct stat sb;
	void *p;

	if (fstat(fd, &sb) != 0 || sb.st_size <= 0 ||
	    sb.st_size > CARC_COPY_MAP_MAX ||
	    getenv("CARC_TEST_COPY_NO_MAP") != NULL)
		return NULL;
	pthread_mutex_lock(&maps_lock);
	for (m = maps; m != NULL; m = m->next)
		if (m->dev == sb.st_dev && m->ino == sb.st_ino &&
		    m->size == (sqlite3_int64)sb.st_size) {
			m->users++;
			goto out;
		}
	if ((m = calloc(1, sizeof(*m))) == NULL)
		goto out;
	p = mmap(NULL, (size_t)sb.st_size, PROT_READ, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED) {
		free(m);
		m = NULL;
		goto out;
	}
	m->dev = sb.st_dev;
	m->ino = sb.st_ino;
	m->bytes = p;
	m->size = (sqlite3_int64)sb.st_size;
	m->users = 1;
	m->next = maps;
	maps = m;
out:
	pthread_mutex_unlock(&maps_lock);
	return m;
}

static void
map_give(struct copy_map *map)
{
	struct copy_map **pp;

	pthread_mutex_lock(&maps_lock);
	if (--map->users == 0) {
		for (pp = &maps; *pp != map; pp = &(*pp)->next)
			;
		*pp = map->next;
		munmap((void *)map->bytes, (size_t)map->size);
		free(map);
	}
	pthread_mutex_unlock(&maps_lock);
}

int
carc_db_copy_maps(void)
{
	const struct copy_map *m;
	int n = 0;

	pthread_mutex_lock(&maps_lock);
	for (m = maps; m != NULL; m = m->next)
		n++;
	pthread_mutex_unlock(&maps_lock);
	return n;
}

/* Is [off, off + n) within map?  (Then it is read from the map.) */
static int
mapped(const struct copy_map *map, sqlite3_int64 off, sqlite3_int64 n)
{
	return map != NULL && off >= 0 && n >= 0 && off <= map->size &&
	    n <= map->size - off;
}

/* The descriptor a copy's name stands for, or -1 if it names no copy. */
static int
copy_fd(const char *name)
{
	const char *p;
	char *end;
	long fd;

	if (name == NULL || strncmp(name, CARC_COPY_PREFIX,
	    sizeof(CARC_COPY_PREFIX) - 1) != 0)
		return -1;
	p = name + sizeof(CARC_COPY_PREFIX) - 1;
	if (*p < '0' || *p > '9')
		return -1;
	errno = 0;
	fd = strtol(p, &end, 10);
	if (errno != 0 || *end != '\0' || fd > 1 << 30)
		return -1;
	return (int)fd;
}

static int
copy_close(sqlite3_file *f)
{
	struct copy_file *cf = (struct copy_file *)f;

	if (cf->map != NULL)
		map_give(cf->map);
	close(cf->fd);
	return SQLITE_OK;
}

/* A read past the end is zeros and SQLITE_IOERR_SHORT_READ, as the
 * xRead contract of sqlite3_io_methods asks. */
static int
copy_read(sqlite3_file *f, void *buf, int n, sqlite3_int64 off)
{
	const struct copy_file *cf = (const struct copy_file *)f;
	int fd = cf->fd;
	char *p = buf;
	ssize_t r;

	if (mapped(cf->map, off, n)) {
		memcpy(buf, cf->map->bytes + off, (size_t)n);
		return SQLITE_OK;
	}
	while (n > 0) {
		if ((r = pread(fd, p, (size_t)n, (off_t)off)) < 0) {
			if (errno == EINTR)
				continue;
			return SQLITE_IOERR_READ;
		}
		if (r == 0) {
			memset(p, 0, (size_t)n);
			return SQLITE_IOERR_SHORT_READ;
		}
		p += r;
		n -= (int)r;
		off += r;
	}
	return SQLITE_OK;
}

/* Read only: the connections on a copy are opened SQLITE_OPEN_READONLY. */
static int
copy_write(sqlite3_file *f, const void *buf, int n, sqlite3_int64 off)
{
	(void)f;
	(void)buf;
	(void)n;
	(void)off;
	return SQLITE_READONLY;
}

static int
copy_truncate(sqlite3_file *f, sqlite3_int64 size)
{
	(void)f;
	(void)size;
	return SQLITE_READONLY;
}

static int
copy_sync(sqlite3_file *f, int flags)
{
	(void)f;
	(void)flags;
	return SQLITE_OK;
}

static int
copy_size(sqlite3_file *f, sqlite3_int64 *size)
{
	struct stat sb;

	if (fstat(((struct copy_file *)f)->fd, &sb) != 0)
		return SQLITE_IOERR_FSTAT;
	*size = (sqlite3_int64)sb.st_size;
	return SQLITE_OK;
}

/* Nobody else can open a file with no name: no lock to take. */
static int
copy_lock(sqlite3_file *f, int level)
{
	(void)f;
	(void)level;
	return SQLITE_OK;
}

static int
copy_reserved(sqlite3_file *f, int *out)
{
	(void)f;
	*out = 0;
	return SQLITE_OK;
}

/* SQLITE_FCNTL_MMAP_SIZE as SQLite's own VFS answers it: *arg the new
 * limit, or -1 to ask; the old limit back in *arg. */
static int
copy_control(sqlite3_file *f, int op, void *arg)
{
	struct copy_file *cf = (struct copy_file *)f;
	sqlite3_int64 *limit = arg, old;

	if (op != SQLITE_FCNTL_MMAP_SIZE)
		return SQLITE_NOTFOUND;
	old = cf->fetch_max;
	if (*limit >= 0)
		cf->fetch_max = *limit;
	*limit = old;
	return SQLITE_OK;
}

static int
copy_sector(sqlite3_file *f)
{
	(void)f;
	return 4096;
}

static int
copy_device(sqlite3_file *f)
{
	(void)f;
	return 0;
}

/* A page of the map, in place; NULL (read it) past the map or without. */
static int
copy_fetch(sqlite3_file *f, sqlite3_int64 off, int n, void **pp)
{
	const struct copy_file *cf = (const struct copy_file *)f;

	*pp = mapped(cf->map, off, n) && off + n <= cf->fetch_max ?
	    (void *)(cf->map->bytes + off) : NULL;
	return SQLITE_OK;
}

/* The map lasts as long as the connection: nothing to give back. */
static int
copy_unfetch(sqlite3_file *f, sqlite3_int64 off, void *p)
{
	(void)f;
	(void)off;
	(void)p;
	return SQLITE_OK;
}

/* version 3: the memory map (xFetch); no shared memory (no WAL), which
 * SQLite asks of version 2 and up only where xShmMap is set */
static const sqlite3_io_methods copy_methods = {
	.iVersion = 3,
	.xFetch = copy_fetch,
	.xUnfetch = copy_unfetch,
	.xClose = copy_close,
	.xRead = copy_read,
	.xWrite = copy_write,
	.xTruncate = copy_truncate,
	.xSync = copy_sync,
	.xFileSize = copy_size,
	.xLock = copy_lock,
	.xUnlock = copy_lock,
	.xCheckReservedLock = copy_reserved,
	.xFileControl = copy_control,
	.xSectorSize = copy_sector,
	.xDeviceCharacteristics = copy_device
};

static int
copy_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *f, int flags,
    int *out_flags)
{
	struct copy_file *cf = (struct copy_file *)f;
	int fd = copy_fd(name);

	(void)vfs;
	if (fd < 0)	/* a temporary file of the connection's */
		return default_vfs->xOpen(default_vfs, name, f, flags,
		    out_flags);
	memset(cf, 0, sizeof(*cf));
	if (!(flags & SQLITE_OPEN_MAIN_DB) || !(flags & SQLITE_OPEN_READONLY))
		return SQLITE_CANTOPEN;
	/* a descriptor of the connection's own, closed when it closes */
	if ((cf->fd = fcntl(fd, F_DUPFD_CLOEXEC, 0)) < 0)
		return SQLITE_CANTOPEN;
	cf->map = map_take(cf->fd);
	cf->base.pMethods = &copy_methods;
	if (out_flags != NULL)
		*out_flags = SQLITE_OPEN_READONLY;
	return SQLITE_OK;
}

/* A copy has no journal and no WAL, which SQLite asks about by the
 * copy's name and a suffix. */
static int
copy_delete(sqlite3_vfs *vfs, const char *name, int sync_dir)
{
	(void)vfs;
	if (strncmp(name, CARC_COPY_PREFIX, sizeof(CARC_COPY_PREFIX) - 1) ==
	    0)
		return SQLITE_OK;
	return default_vfs->xDelete(default_vfs, name, sync_dir);
}

static int
copy_access(sqlite3_vfs *vfs, const char *name, int what, int *out)
{
	(void)vfs;
	if (strncmp(name, CARC_COPY_PREFIX, sizeof(CARC_COPY_PREFIX) - 1) ==
	    0) {
		*out = 0;
		return SQLITE_OK;
	}
	return default_vfs->xAccess(default_vfs, name, what, out);
}

static int
copy_full_pathname(sqlite3_vfs *vfs, const char *name, int size, char *out)
{
	size_t n = strlen(name);

	(void)vfs;
	if (copy_fd(name) < 0)
		return default_vfs->xFullPathname(default_vfs, name, size,
		    out);
	if (size < 0 || n >= (size_t)size)
		return SQLITE_CANTOPEN;
	memcpy(out, name, n + 1);
	return SQLITE_OK;
}

static void
copy_vfs_register(void)
{
	if ((default_vfs = sqlite3_vfs_find(NULL)) == NULL)
		return;
	/* the default's clock, randomness, sleep and loading, called with
	 * this VFS (they use nothing of it); version 2: none of its system
	 * call overrides, which would change the default's */
	copy_vfs = *default_vfs;
	copy_vfs.iVersion = 2;
	copy_vfs.pNext = NULL;
	copy_vfs.zName = "carc-copy";
	if ((size_t)copy_vfs.szOsFile < sizeof(struct copy_file))
		copy_vfs.szOsFile = (int)sizeof(struct copy_file);
	copy_vfs.xOpen = copy_open;
	copy_vfs.xDelete = copy_delete;
	copy_vfs.xAccess = copy_access;
	copy_vfs.xFullPathname = copy_full_pathname;
	copy_vfs_ready = sqlite3_vfs_register(&copy_vfs, 0) == SQLITE_OK;
}

const char *
carc_db_copy_vfs(void)
{
	pthread_once(&copy_vfs_once, copy_vfs_register);
	return copy_vfs_ready ? copy_vfs.zName : NULL;
}

int
carc_db_copy_connect(const char *name, const char *display, sqlite3 **h,
    struct carc_error *err)
{
	*h = NULL;
	if (sqlite3_open_v2(name, h, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX,
	    carc_db_copy_vfs()) != SQLITE_OK) {
		carc_error_set(err, "cannot open a copy of '%s': %s", display,
		    *h != NULL ? sqlite3_errmsg(*h) : "out of memory");
		goto fail;
	}
	if (carc_db_harden(*h, display, err) < 0)
		goto fail;
	/* what SQLite maps of a file, here what it fetches from the copy's
	 * map: all of it (SQLite's default is none) */
	sqlite3_exec(*h, "PRAGMA mmap_size = "
	    CARC_SQL_NUM(CARC_COPY_MAP_MAX), NULL, NULL, NULL);
	return 0;
fail:
	sqlite3_close(*h);
	*h = NULL;
	return -1;
}

int
carc_db_copy_name(int fd, char *name, size_t size)
{
	if (carc_db_copy_vfs() == NULL || fd < 0 || (size_t)snprintf(name,
	    size, CARC_COPY_PREFIX "%d", fd) >= size)
		return -1;
	return 0;
}
