/*
 * carcd.c - the daemon: verifies every finished game of the databases it
 * watches as it lands (doc/spec/cli.md, carcd; doc/carcd.8).
 *
 *   carcd [-f] [-n] [--config FILE] [--plugin-dir DIR]... DB...
 *
 * Shape after OpenBSD ntpd/bgpd: options, log to stderr, read the
 * configuration, load the plugins (-n stops here), lock, daemonize, log
 * to syslog, loop.  Signal handlers only set flags; the loop acts on them
 * between games.  A reload builds a new configuration and a new plugin
 * set and swaps them in only when both are good.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/host/paths_config.h"
#include "daemon/conf.h"
#include "daemon/leftover.h"
#include "daemon/lock.h"
#include "daemon/log.h"
#include "daemon/private.h"
#include "daemon/watch.h"
#include "engine/services.h"
#include "util/clock.h"

#define EXIT_TROUBLE 2

#if CARCD_MAX_PLUGIN_DIRS > CARC_MAX_PLUGIN_DIRS
#error "carcd takes more plugin directories than the loader"
#endif

struct watched {
	struct carcd_db *db;		/* NULL: the file is gone for now */
	struct carcd_lock lock;		/* DB-carcd.lock */
	char *path;
	/* The file carcd holds: a database is known by its device and
	 * inode, not by its path (another name, a file moved over it). */
	dev_t dev;
	ino_t ino;
	int failing;			/* the last poll failed: logged once */
	int clean;			/* good polls since it last failed */
	long long retry_at;		/* failing or closed: not before (ms) */
	/* another connection's lock met (a busy retry): not before (ms),
	 * so that a lock held long costs one quick try a poll */
	long long busy_until;
	int backoff_ms;
	/* Open on the file carcd watches, flock(2)ed for as long as it is
	 * watched: one carcd per file whatever its name (a hard link, a
	 * symlink, a bind mount), where DB-carcd.lock is one per name.
	 * flock locks are not the POSIX locks SQLite takes, and this
	 * descriptor is only closed once no connection of ours is open on
	 * the file (closing one drops the process's POSIX locks on it). */
	int idfd;
	int damaged_said;
	char last[512];			/* why it is not watched, said once */
};

struct daemon_state {
	char *conf_path;		/* absolute */
	int conf_given;
	char **arg_dbs;			/* DB... of the command line */
	size_t narg_dbs;
	/* --plugin-dir, in order: searched before the configuration's */
	const char *arg_plugin_dirs[CARCD_MAX_PLUGIN_DIRS];
	size_t narg_plugin_dirs;

	struct carcd_conf conf;
	struct carcd_engine eng;
	struct watched w[CARCD_MAX_DBS];
	size_t nw;
	struct carcd_lock pid;
	struct carcd_work work;
};

/* A failing database is tried again after a delay doubling up to this. */
#define BACKOFF_MAX_MS 30000

static volatile sig_atomic_t quit;
static volatile sig_atomic_t reload;

static void
sighdlr(int sig)
{
	switch (sig) {
	case SIGINT:
		if (quit)		/* a second ^C: leave now */
			_exit(1);
		/* FALLTHROUGH */
	case SIGTERM:
		quit = 1;
		break;
	case SIGHUP:
		reload = 1;
		break;
	}
}

static void
usage(FILE *out)
{
	fprintf(out, "usage: carcd [-fn] [--config FILE] [--plugin-dir DIR]... "
	    "DB...\n"
	    "       carcd --uninstall DB...\n");
}

/* -- configuration and plugins ---------------------------------------- */

/* Read the configuration file and apply the command line over it. */
static int
load_conf(struct daemon_state *ds, struct carcd_conf *conf,
    struct carc_error *err)
{
	carcd_conf_init(conf);
	if (carcd_conf_read(conf, ds->conf_path, !ds->conf_given, err) < 0)
		goto fail;
	if (ds->narg_dbs > 0 && carcd_conf_set_dbs(conf, ds->arg_dbs,
	    ds->narg_dbs, err) < 0)
		goto fail;
	if (carcd_conf_add_plugin_dirs(conf, ds->arg_plugin_dirs,
	    ds->narg_plugin_dirs, err) < 0)
		goto fail;
	/* Fixed now, while relative paths still mean the starting
	 * directory: the daemon runs in /. */
	if (conf->plugin_dir == NULL && carcd_conf_set_plugin_dir(conf,
	    carc_paths_plugin_dir(NULL), err) < 0)
		goto fail;
	if (conf->ndbs == 0) {
		carc_error_set(err, "no database to watch: name one on the "
		    "command line or under 'databases' in '%s'",
		    ds->conf_path);
		goto fail;
	}
	return 0;
fail:
	carcd_conf_free(conf);
	return -1;
}

static void
engine_free(struct carcd_engine *eng)
{
	carc_verifier_free(eng->vf);
	if (eng->set != NULL) {
		carc_plugins_unload(eng->set);
		free(eng->set);
	}
	memset(eng, 0, sizeof(*eng));
}

/*
 * The plugins of the configuration's search path, each mapped from a
 * private copy (private.h): a plugin file rewritten in place (cp) then
 * changes nothing in carcd until a SIGHUP, and each load maps copies
 * dlopen has never seen, so a SIGHUP reads the new files whatever became
 * of the old.
 */
static int
engine_load(struct carcd_engine *eng, const struct carcd_conf *conf,
    struct carc_error *err)
{
	size_t n = conf->nplugin_dirs;

	memset(eng, 0, sizeof(*eng));
	if ((eng->set = calloc(1, sizeof(*eng->set))) == NULL)
		return carc_error_set(err, "out of memory");
	if (carc_plugins_load_copies(eng->set,
	    (const char *const *)conf->plugin_dirs, n, conf->plugin_dir,
	    carc_services(), &carcd_private_copier, err) != 0) {
		free(eng->set);
		eng->set = NULL;
		return -1;
	}
	if (carc_verifier_new(&eng->vf, eng->set, err) != 0) {
		engine_free(eng);
		return -1;
	}
	carc_engine_signature(eng->signature, sizeof(eng->signature),
	    eng->set);
	return 0;
}

/* -- databases ---------------------------------------------------------- */

/*
 * The pid of the process holding a flock(2) lock on the file of sb, from
 * /proc/locks (Linux), or 0 when it cannot be told.
 */
static long
flock_holder(const struct stat *sb)
{
	char line[256], type[16];
	unsigned maj, mnr;
	unsigned long ino;
	long pid, found = 0;
	FILE *f;

	if ((f = fopen("/proc/locks", "r")) == NULL)
		return 0;
	while (found == 0 && fgets(line, sizeof(line), f) != NULL)
		if (sscanf(line, "%*d: %15s %*s %*s %ld %x:%x:%lu", type, &pid,
		    &maj, &mnr, &ino) == 5 && strcmp(type, "FLOCK") == 0 &&
		    maj == major(sb->st_dev) && mnr == minor(sb->st_dev) &&
		    ino == (unsigned long)sb->st_ino)
			found = pid;
	fclose(f);
	return found;
}

/*
 * Take the file's own lock (struct watched, idfd): 0, 1 and err when
 * another process holds it (another carcd, through another name), -1 and
 * err on any other failure.  *fd: the descriptor, kept open.
 */
static int
lock_file(const char *path, int *fd, struct carc_error *err)
{
	struct stat sb;
	long pid;

	*fd = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC);
	if (*fd < 0)
		return carc_error_set(err, "database '%s': %s", path,
		    strerror(errno));
	if (flock(*fd, LOCK_EX | LOCK_NB) == 0)
		return 0;
	if (errno != EWOULDBLOCK || fstat(*fd, &sb) != 0) {
		carc_error_set(err, "database '%s': cannot lock it: %s", path,
		    strerror(errno));
		close(*fd);
		*fd = -1;
		return -1;
	}
	pid = flock_holder(&sb);
	close(*fd);
	*fd = -1;
	if (pid > 0)
		carc_error_set(err, "database '%s' is watched by another carcd, "
		    "pid %ld, maybe under another name (device %llu, inode "
		    "%llu)", path, pid, (unsigned long long)sb.st_dev,
		    (unsigned long long)sb.st_ino);
	else
		carc_error_set(err, "database '%s' is watched by another carcd, "
		    "maybe under another name (device %llu, inode %llu)",
		    path, (unsigned long long)sb.st_dev,
		    (unsigned long long)sb.st_ino);
	return 1;
}

/*
 * What carcd needs of a database before it locks or opens it, checked
 * alike by -n, at start, on SIGHUP and when a file comes back: it is a
 * regular file, a recorded-game database, carcd may write it and its
 * directory (the lock and SQLite's journal live there), and its lock
 * file is free.  *sb: the file's identity.  -2: all that holds but
 * SQLite cannot open it as a recorded-game database (damaged): carcd
 * says so and watches the others.
 */
static int
check_db(const char *path, struct stat *sb, struct carc_error *err)
{
	struct carc_db_fail fail;
	char dir[CARCD_PATH_MAX], lockpath[CARCD_PATH_MAX + 16];
	char what[CARCD_PATH_MAX + 16];
	struct carc_db *db;
	char *slash;
	long pid;
	int r;

	if (stat(path, sb) != 0)
		return carc_error_set(err, "database '%s': %s", path,
		    errno == ENOENT ? "no such file" : strerror(errno));
	if (!S_ISREG(sb->st_mode))
		return carc_error_set(err, "database '%s' is not a regular "
		    "file", path);
	if (access(path, R_OK | W_OK) != 0)
		return carc_error_set(err, "database '%s' is not writable: "
		    "%s", path, strerror(errno));
	snprintf(dir, sizeof(dir), "%s", path);
	if ((slash = strrchr(dir, '/')) != NULL)
		slash[slash == dir ? 1 : 0] = '\0';
	if (access(dir, W_OK) != 0)
		return carc_error_set(err, "database '%s': cannot write in "
		    "'%s', where its lock and journal go: %s", path, dir,
		    strerror(errno));
	snprintf(lockpath, sizeof(lockpath), "%s-carcd.lock", path);
	snprintf(what, sizeof(what), "the lock of database '%s'", path);
	if (carcd_lock_check(lockpath, what, CARCD_LOCK_DATABASE, &pid,
	    err) < 0)
		return -1;
	/* Read-only: -n changes nothing.  A quick try (CARCD_BUSY_MS): a
	 * locked database is tried again later, not waited for. */
	if ((r = carc_db_open_with(&db, path, CARC_DB_READONLY,
	    CARCD_BUSY_MS, &fail, err)) != 0)
		return carcd_open_transient(r, &fail) ? -3 : -2;
	carc_db_close(db);
	return 0;
}

/* Every database of conf checked; no file named twice under two paths
 * (a hard link, a symlink, dir/../db).  damaged NULL (-n): a database
 * that cannot be opened is an error; else it is said, damaged[i] set,
 * and the others checked. */
static int
check_dbs(const struct carcd_conf *conf, struct stat *sbs, int *damaged,
    struct carc_error *err)
{
	size_t i, j;
	int r;

	for (i = 0; i < conf->ndbs; i++) {
		if (damaged != NULL)
			damaged[i] = 0;
		if ((r = check_db(conf->dbs[i], &sbs[i], err)) == -2 &&
		    damaged != NULL) {
			carc_log_warnx("%s: not watching it, watching the others",
			    err->msg);
			damaged[i] = 1;
			continue;
		}
		/* locked, a journal to recover: watched, opened later */
		if (r == -3 && damaged != NULL)
			r = 0;
		if (r < 0)
			return -1;
		for (j = 0; j < i; j++)
			if ((damaged == NULL || !damaged[j]) &&
			    sbs[j].st_dev == sbs[i].st_dev &&
			    sbs[j].st_ino == sbs[i].st_ino)
				return carc_error_set(err, "database '%s' is "
				    "the same file as '%s' (device %llu, "
				    "inode %llu): name it once", conf->dbs[i],
				    conf->dbs[j],
				    (unsigned long long)sbs[i].st_dev,
				    (unsigned long long)sbs[i].st_ino);
	}
	return 0;
}

/*
 * carcd --uninstall DB...: what carcd added to each database removed
 * (carcd_db_uninstall), under the database's lock: a carcd watching it
 * would make it all again at its next poll, so that is refused.  The
 * lock file goes too.  0, or EXIT_TROUBLE if any database failed.
 */
static int
uninstall(char **dbs, size_t n)
{
	char lockpath[CARCD_PATH_MAX + 16], what[CARCD_PATH_MAX + 16];
	struct carcd_lock lk = { -1, NULL, 0, 0 };
	struct carc_error err;
	struct stat sb;
	size_t i;
	int ntables, ntriggers, r = 0;

	if (n == 0) {
		fprintf(stderr, "carcd: --uninstall wants the databases\n");
		usage(stderr);
		return EXIT_TROUBLE;
	}
	for (i = 0; i < n; i++) {
		snprintf(lockpath, sizeof(lockpath), "%s-carcd.lock", dbs[i]);
		snprintf(what, sizeof(what), "the lock of database '%s'",
		    dbs[i]);
		if (check_db(dbs[i], &sb, &err) < 0 ||
		    carcd_lock_take(&lk, lockpath, what, CARCD_LOCK_DATABASE,
		    &err) < 0 ||
		    carcd_db_uninstall(dbs[i], &ntables, &ntriggers,
		    &err) < 0) {
			carc_log_warnx("%s", err.msg);
			carcd_lock_release(&lk);
			r = EXIT_TROUBLE;
			continue;
		}
		carcd_lock_release(&lk);
		printf("%s: removed %d table%s and %d trigger%s of carcd; "
		    "verdicts and divergences kept\n", dbs[i], ntables,
		    ntables == 1 ? "" : "s", ntriggers,
		    ntriggers == 1 ? "" : "s");
	}
	return r;
}

static int
watch_open(struct watched *w, const char *path, struct carc_error *err)
{
	struct carc_db_fail fail;
	char lockpath[CARCD_PATH_MAX + 16], what[CARCD_PATH_MAX + 16];
	struct stat sb;
	int r = -1;

	memset(w, 0, sizeof(*w));
	w->lock.fd = -1;
	w->idfd = -1;
	if ((w->path = strdup(path)) == NULL)
		return carc_error_set(err, "out of memory");
	snprintf(lockpath, sizeof(lockpath), "%s-carcd.lock", path);
	snprintf(what, sizeof(what), "the lock of database '%s'", path);
	if (carcd_lock_take(&w->lock, lockpath, what,
	    CARCD_LOCK_DATABASE, err) < 0)
		goto fail;
	if (lock_file(path, &w->idfd, err) != 0)
		goto fail;
	if ((r = carcd_db_attach(&w->db, path, &fail, err)) < 0) {
		if (carcd_open_transient(r, &fail)) {
			/* kept, locked: opened when it can be (look_again) */
			w->db = NULL;
			return 1;
		}
		r = -2;			/* damaged: see check_db */
		goto fail;
	}
	/* The identity of the file now open (SQLite opened it after this
	 * stat could see another; the poll loop compares again). */
	if (stat(path, &sb) != 0) {
		carc_error_set(err, "database '%s': %s", path,
		    strerror(errno));
		carcd_db_detach(w->db);
		w->db = NULL;
		goto fail;
	}
	w->dev = sb.st_dev;
	w->ino = sb.st_ino;
	/* Another name is another -journal, -wal and -shm to SQLite: a
	 * writer using it while carcd writes this one can corrupt it. */
	if (sb.st_nlink > 1)
		carc_log_warnx("database '%s' has %lu names (hard links): write "
		    "it only under this one while carcd runs", path,
		    (unsigned long)sb.st_nlink);
	return 0;
fail:
	if (w->idfd >= 0)
		close(w->idfd);
	w->idfd = -1;
	carcd_lock_release(&w->lock);
	free(w->path);
	w->path = NULL;
	return r;
}

static void
watch_close(struct watched *w)
{
	carcd_db_detach(w->db);
	/* no connection of ours is left on the file: its POSIX locks
	 * cannot be dropped by this close */
	if (w->idfd >= 0)
		close(w->idfd);
	carcd_lock_release(&w->lock);
	free(w->path);
	memset(w, 0, sizeof(*w));
	w->lock.fd = -1;
	w->idfd = -1;
}

/*
 * A database that cannot be opened for now: said once for each reason
 * (a change of state), tried again after a delay doubling from the poll
 * interval up to BACKOFF_MAX_MS, or at once at a SIGHUP.  carcd keeps
 * running, watching the others, or none.
 */
static void
waiting(struct daemon_state *ds, struct watched *w, const char *why)
{
	if (strcmp(w->last, why) != 0) {
		carc_log_warnx("%s: not watched for now: %s; trying again with "
		    "a growing delay, up to %d s", w->path, why,
		    BACKOFF_MAX_MS / 1000);
		snprintf(w->last, sizeof(w->last), "%s", why);
	}
	w->backoff_ms = w->backoff_ms == 0 ? ds->conf.poll_ms :
	    w->backoff_ms * 2 > BACKOFF_MAX_MS ? BACKOFF_MAX_MS :
	    w->backoff_ms * 2;
	w->retry_at = carc_clock_ms() + w->backoff_ms;
}

/* Open every database of the configuration, or none; but one SQLite
 * cannot open (damaged) is said and left out, the others watched, and a
 * SIGHUP tries it again.  None left: an error. */
static int
watch_all(struct daemon_state *ds, struct carc_error *err)
{
	struct stat sbs[CARCD_MAX_DBS];
	int damaged[CARCD_MAX_DBS], r;
	size_t i, n = 0;

	if (check_dbs(&ds->conf, sbs, damaged, err) < 0)
		return -1;
	for (i = 0; i < ds->conf.ndbs; i++) {
		if (damaged[i])
			continue;
		if ((r = watch_open(&ds->w[n], ds->conf.dbs[i], err)) == -2) {
			carc_log_warnx("%s: not watching it, watching the others",
			    err->msg);
			continue;
		}
		if (r == 1) {
			waiting(ds, &ds->w[n++], err->msg);
			continue;
		}
		if (r < 0 || carcd_db_set_engine(ds->w[n].db, &ds->eng,
		    err) < 0) {
			if (ds->w[n].path != NULL)
				watch_close(&ds->w[n]);
			while (n-- > 0)
				watch_close(&ds->w[n]);
			return -1;
		}
		n++;
	}
	if (n == 0 && ds->conf.ndbs > 0)
		return carc_error_set(err, "no database could be opened: "
		    "nothing to watch");
	ds->nw = n;
	return 0;
}

static void
unwatch_all(struct daemon_state *ds)
{
	size_t i;

	for (i = 0; i < ds->nw; i++)
		watch_close(&ds->w[i]);
	ds->nw = 0;
}

/* Is the i-th database of conf a file named before it? */
static int
same_file(const struct carcd_conf *conf, const struct stat *sbs, size_t i,
    struct carc_error *err)
{
	size_t j;

	for (j = 0; j < i; j++)
		if (sbs[j].st_ino != 0 && sbs[j].st_dev == sbs[i].st_dev &&
		    sbs[j].st_ino == sbs[i].st_ino)
			return carc_error_set(err, "database '%s' is the same "
			    "file as '%s' (device %llu, inode %llu): name it "
			    "once", conf->dbs[i], conf->dbs[j],
			    (unsigned long long)sbs[i].st_dev,
			    (unsigned long long)sbs[i].st_ino);
	return 0;
}

/* -- reload ------------------------------------------------------------- */

/*
 * The new plugin set, into *ne, with the old one still loaded: 0, or -1
 * (logged) with the old set kept.  Each load maps private copies of its
 * own (engine_load), so the new files are read whatever became of the
 * old ones.
 */
/* The search path for messages: "'/opt/p', '/usr/lib/carc'". */
static const char *
path_text(const struct carcd_conf *conf, char *out, size_t len)
{
	size_t i, used = 0;

	out[0] = '\0';
	for (i = 0; i <= conf->nplugin_dirs && used < len; i++)
		used += (size_t)snprintf(out + used, len - used, "%s'%s'",
		    i > 0 ? ", " : "", i < conf->nplugin_dirs ?
		    conf->plugin_dirs[i] : conf->plugin_dir);
	return out;
}

static int
reload_engine(struct daemon_state *ds, struct carcd_engine *ne,
    const struct carcd_conf *conf)
{
	char where[CARC_ERROR_MAX];
	struct carc_error err;

	(void)ds;
	if (engine_load(ne, conf, &err) < 0) {
		carc_log_warnx("cannot load the plugins of %s, keeping the old "
		    "configuration and plugins: %s", path_text(conf, where,
		    sizeof(where)), err.msg);
		return -1;
	}
	return 0;
}

/*
 * SIGHUP, between games: a new configuration, a new plugin set and the
 * new databases are all made before anything old is let go; any failure
 * drops the new and keeps the old, and says why (bgpd's reconfigure).
 */
static void
do_reload(struct daemon_state *ds)
{
	struct carcd_conf nc;
	struct carcd_engine ne;
	struct watched nw[CARCD_MAX_DBS];
	struct stat sbs[CARCD_MAX_DBS];
	int isnew[CARCD_MAX_DBS], keep[CARCD_MAX_DBS], skip[CARCD_MAX_DBS];
	struct carc_error err;
	size_t i, k, n;
	int r;

	carc_log_info("rereading configuration '%s' and plugin directory",
	    ds->conf_path);
	if (load_conf(ds, &nc, &err) < 0) {
		carc_log_warnx("configuration has errors, not reloading: %s",
		    err.msg);
		return;
	}
	/* A database already watched is known by its file, whatever the
	 * path; one that is gone for now is still known by its path. */
	for (i = 0; i < nc.ndbs; i++) {
		for (k = 0; k < ds->nw; k++)
			if (strcmp(ds->w[k].path, nc.dbs[i]) == 0 &&
			    ds->w[k].db == NULL)
				break;
		skip[i] = 0;
		if (k < ds->nw)
			sbs[i].st_dev = 0, sbs[i].st_ino = 0;
		else if ((r = check_db(nc.dbs[i], &sbs[i], &err)) == -2) {
			/* damaged: said, the others reloaded */
			carc_log_warnx("%s: not watching it, watching the others",
			    err.msg);
			skip[i] = 1;
			sbs[i].st_dev = 0, sbs[i].st_ino = 0;
		} else if (r < 0 || same_file(&nc, sbs, i, &err) < 0) {
			carc_log_warnx("not reloading: %s", err.msg);
			carcd_conf_free(&nc);
			return;
		}
	}
	if (reload_engine(ds, &ne, &nc) < 0) {
		carcd_conf_free(&nc);
		return;
	}
	memset(keep, 0, sizeof(keep));
	for (i = n = 0; i < nc.ndbs; i++) {
		if (skip[i])
			continue;
		for (k = 0; k < ds->nw; k++)
			if (keep[k] == 0 && (ds->w[k].db == NULL ?
			    strcmp(ds->w[k].path, nc.dbs[i]) == 0 :
			    ds->w[k].dev == sbs[i].st_dev &&
			    ds->w[k].ino == sbs[i].st_ino))
				break;
		if ((isnew[n] = k == ds->nw) == 0) {
			if (strcmp(ds->w[k].path, nc.dbs[i]) != 0)
				carc_log_info("'%s' is '%s', already watched: "
				    "watching it once, as '%s'", nc.dbs[i],
				    ds->w[k].path, ds->w[k].path);
			nw[n] = ds->w[k];	/* shared until the swap */
			keep[k] = 1;
		} else if ((r = watch_open(&nw[n], nc.dbs[i], &err)) == -2) {
			carc_log_warnx("%s: not watching it, watching the others",
			    err.msg);
			continue;
		} else if (r == 1) {
			waiting(ds, &nw[n], err.msg);
		} else if (r < 0) {
			carc_log_warnx("cannot watch a new database, keeping the "
			    "old configuration and plugins: %s", err.msg);
			goto drop_new;
		}
		n++;
	}
	if (n == 0) {
		carc_log_warnx("not reloading: no database could be opened");
		goto drop_new;
	}

	/* Everything new is ready: swap, between games. */
	engine_free(&ds->eng);
	ds->eng = ne;
	for (k = 0; k < ds->nw; k++)
		if (!keep[k]) {
			carc_log_info("%s: no longer watched", ds->w[k].path);
			watch_close(&ds->w[k]);
		}
	memcpy(ds->w, nw, n * sizeof(nw[0]));
	ds->nw = n;
	/* The pid file was locked at start; another needs a restart. */
	if ((ds->conf.pid_file == NULL) != (nc.pid_file == NULL) ||
	    (nc.pid_file != NULL &&
	    strcmp(nc.pid_file, ds->conf.pid_file) != 0))
		carc_log_warnx("pid_file changes take effect at restart");
	free(nc.pid_file);
	nc.pid_file = ds->conf.pid_file;
	ds->conf.pid_file = NULL;
	carcd_conf_free(&ds->conf);
	ds->conf = nc;
	carc_log_setlevel(ds->conf.log_level);
	for (i = 0; i < ds->nw; i++) {
		/* a SIGHUP tries at once what waits for its delay */
		ds->w[i].retry_at = 0;
		ds->w[i].backoff_ms = 0;
		if (ds->w[i].db != NULL &&
		    carcd_db_set_engine(ds->w[i].db, &ds->eng, &err) < 0)
			carc_log_warnx("%s", err.msg);
	}
	carc_log_info("reloaded: %s, %zu database%s", ds->eng.signature, ds->nw,
	    ds->nw == 1 ? "" : "s");
	return;
drop_new:
	while (n-- > 0)
		if (isnew[n])
			watch_close(&nw[n]);
	engine_free(&ne);
	carcd_conf_free(&nc);
}

/* -- a database replaced, deleted, failing -------------------------------- */

/*
 * Is the file at w->path still the one carcd holds?  A file moved over
 * it or deleted is said once; the connection to the old file is closed
 * (reading it with the journal files of the new one corrupts), and the
 * file now at the path is opened when there is one and it passes the
 * checks of a new database.  0: w->db is usable.
 */
/* The connection and the file's own lock let go, in that order. */
static void
close_file(struct watched *w)
{
	carcd_db_detach(w->db);
	w->db = NULL;
	if (w->idfd >= 0)
		close(w->idfd);
	w->idfd = -1;
	w->dev = 0;
	w->ino = 0;
}

static int
look_again(struct daemon_state *ds, struct watched *w)
{
	struct carc_db_fail fail;
	struct carc_error err;
	struct stat sb, fb;
	size_t k;
	int r;

	if (stat(w->path, &sb) != 0) {
		if (w->db != NULL) {
			carc_log_warnx("%s: the database was deleted: not watching "
			    "it until a database is back at this path",
			    w->path);
			close_file(w);
			snprintf(w->last, sizeof(w->last), "deleted");
			w->retry_at = 0;
			w->backoff_ms = 0;
		}
		return -1;
	}
	if (w->db != NULL && sb.st_dev == w->dev && sb.st_ino == w->ino)
		return 0;
	if (w->db != NULL) {
		carc_log_warnx("%s: the database was replaced by another file: "
		    "closing the old one, opening the new", w->path);
		close_file(w);
		w->last[0] = '\0';
		w->retry_at = 0;
		w->backoff_ms = 0;
	}
	/* Not open: tried again when its delay is up, whatever it was
	 * (locked, recovering, moved in while locked, damaged). */
	if (carc_clock_ms() < w->retry_at)
		return -1;
	for (k = 0; k < ds->nw; k++)
		if (&ds->w[k] != w && ds->w[k].db != NULL &&
		    ds->w[k].dev == sb.st_dev && ds->w[k].ino == sb.st_ino) {
			snprintf(err.msg, sizeof(err.msg), "the file now there "
			    "is '%s', already watched", ds->w[k].path);
			waiting(ds, w, err.msg);
			return -1;
		}
	/* the file's own lock, on the file now at the path */
	if (w->idfd >= 0 && (fstat(w->idfd, &fb) != 0 ||
	    fb.st_dev != sb.st_dev || fb.st_ino != sb.st_ino)) {
		close(w->idfd);
		w->idfd = -1;
	}
	if (w->idfd < 0 && lock_file(w->path, &w->idfd, &err) != 0) {
		waiting(ds, w, err.msg);
		return -1;
	}
	if ((r = check_db(w->path, &sb, &err)) < 0 ||
	    (r = carcd_db_attach(&w->db, w->path, &fail, &err)) < 0 ||
	    (r = carcd_db_set_engine(w->db, &ds->eng, &err)) < 0) {
		carcd_db_detach(w->db);
		w->db = NULL;
		waiting(ds, w, err.msg);
		return -1;
	}
	w->dev = sb.st_dev;
	w->ino = sb.st_ino;
	carc_log_info("%s: watching the file now at this path", w->path);
	w->last[0] = '\0';
	w->backoff_ms = 0;
	w->retry_at = 0;
	w->failing = 0;
	return 0;
}

/*
 * One poll of one database.  A failure (a full disk, an I/O error) is
 * logged when it starts and when it ends, not at every poll, and the
 * database is tried again after a delay doubling up to BACKOFF_MAX_MS.
 */
static void
poll_one(struct daemon_state *ds, struct watched *w)
{
	struct carc_error err;
	uint64_t done, busy;
	int r;

	if (w->db != NULL && w->failing && carc_clock_ms() < w->retry_at)
		return;
	if (w->db != NULL && carc_clock_ms() < w->busy_until)
		return;
	if (look_again(ds, w) < 0 || ds->eng.set == NULL)
		return;
	if (w->failing)
		carcd_db_retry(w->db);	/* the failed games too */
	done = ds->work.verified + ds->work.skipped;
	busy = ds->work.busy;
	r = carcd_db_poll(w->db, &ds->eng, &ds->work, &err);
	w->busy_until = ds->work.busy > busy ? carc_clock_ms() + ds->conf.poll_ms : 0;
	if (r < 0) {
		if (carcd_db_damaged(w->db)) {
			/* nothing written into it; the others go on */
			carc_log_warnx("%s; not writing into it, watching the "
			    "others; a SIGHUP checks it again", err.msg);
			return;
		}
		if (!w->failing)
			carc_log_warnx("%s; trying again with a growing delay, "
			    "up to %d s, until it works", err.msg,
			    BACKOFF_MAX_MS / 1000);
		else
			carc_log_debug("%s", err.msg);
		w->backoff_ms = !w->failing ? ds->conf.poll_ms :
		    w->backoff_ms * 2 > BACKOFF_MAX_MS ? BACKOFF_MAX_MS :
		    w->backoff_ms * 2;
		w->retry_at = carc_clock_ms() + w->backoff_ms;
		w->failing = 1;
		w->clean = 0;
		return;
	}
	/* Damaged: said once (carcd_db_poll's failure), nothing written
	 * into it, checked again at a SIGHUP; not "working again". */
	if (carcd_db_damaged(w->db))
		return;
	/* Recovered: a game got through, or two polls in a row did
	 * (the first may only have ended the failed pass); a poll that met
	 * another connection's lock says neither (its try is quick). */
	if (w->failing && (ds->work.verified + ds->work.skipped > done ||
	    (ds->work.busy == busy && ++w->clean >= 2))) {
		carc_log_info("%s: working again", w->path);
		w->failing = 0;
	}
}

/* -- the loop ------------------------------------------------------------- */

static void
sleep_ms(int ms)
{
	struct timespec ts;

	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (long)(ms % 1000) * 1000000L;
	/* EINTR: a signal came, the loop looks at the flags at once */
	(void)nanosleep(&ts, NULL);
}

static void
run_loop(struct daemon_state *ds)
{
	size_t i;
	int more;

	while (!quit) {
		if (reload) {
			reload = 0;
			do_reload(ds);
		}
		/* A round gives each database its slice (watch.h), so a
		 * slow one cannot hold up the others; no sleep while any
		 * has work left. */
		more = 0;
		for (i = 0; i < ds->nw && !quit && !reload; i++) {
			poll_one(ds, &ds->w[i]);
			if (ds->w[i].db != NULL && !ds->w[i].failing &&
			    ds->w[i].busy_until == 0 &&
			    carcd_db_in_pass(ds->w[i].db))
				more = 1;
		}
		if (!quit && !reload && !more)
			sleep_ms(ds->conf.poll_ms);
	}
}

static void
install_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = sighdlr;
	/* no SA_RESTART: nanosleep returns at once with EINTR */
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "config", required_argument, NULL, 'c' },
		{ "foreground", no_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ "check", no_argument, NULL, 'n' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "uninstall", no_argument, NULL, 'U' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_db_fail fail;
	static struct daemon_state ds;
	struct stat sbs[CARCD_MAX_DBS];
	struct carc_error err;
	size_t i;
	long pid = 0;
	int c, r = 0, foreground = 0, check = 0, remove = 0;

	ds.conf_path = CARC_SYSCONFDIR "/carcd.yaml";
	ds.pid.fd = -1;
	opterr = 0;			/* our messages: "carcd: ..." */
	while ((c = getopt_long(argc, argv, ":c:fhnP:V", opts, NULL)) != -1) {
		switch (c) {
		case 'c':
			ds.conf_path = optarg;
			ds.conf_given = 1;
			break;
		case 'f':
			foreground = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'n':
			check = 1;
			break;
		case 'P':
			if (optarg[0] == '\0') {
				fprintf(stderr, "carcd: --plugin-dir wants a "
				    "directory, not ''\n");
				return EXIT_TROUBLE;
			}
			if (ds.narg_plugin_dirs == CARCD_MAX_PLUGIN_DIRS) {
				fprintf(stderr, "carcd: more than %d "
				    "--plugin-dir options\n",
				    CARCD_MAX_PLUGIN_DIRS);
				return EXIT_TROUBLE;
			}
			ds.arg_plugin_dirs[ds.narg_plugin_dirs++] = optarg;
			break;
		case 'U':
			remove = 1;
			break;
		case 'V':
			printf("carcd (%s) %s\n", PACKAGE_NAME,
			    PACKAGE_VERSION);
			return 0;
		case ':':
			fprintf(stderr, "carcd: option '%s' needs a value\n",
			    argv[optind - 1]);
			usage(stderr);
			return EXIT_TROUBLE;
		default:
			if (optopt != 0 && optopt != '?')
				fprintf(stderr, "carcd: unknown option "
				    "'-%c'\n", optopt);
			else
				fprintf(stderr, "carcd: unknown option "
				    "'%s'\n", argv[optind - 1]);
			usage(stderr);
			return EXIT_TROUBLE;
		}
	}
	/* Relative to where carcd was started, for good: detached, it
	 * runs in /, and SIGHUP reads the file again. */
	if ((ds.conf_path = carcd_conf_absolute(ds.conf_path)) == NULL) {
		fprintf(stderr, "carcd: out of memory\n");
		return EXIT_TROUBLE;
	}
	ds.arg_dbs = argv + optind;
	ds.narg_dbs = (size_t)(argc - optind);

	/* A file size limit (RLIMIT_FSIZE) is a full disk to SQLite, an
	 * error it reports, instead of a signal that ends carcd. */
	signal(SIGXFSZ, SIG_IGN);

	/* Everything that can fail because of the configuration fails
	 * here, on stderr, before detaching. */
	carc_log_init(1, CARCD_LOG_INFO);
	/* -f: a daemon's log, each line timed; -n answers a person */
	if (foreground && !check)
		carc_log_timestamps(1);
	carc_services_set_log(carc_log_plugin);
	/* no configuration, no plugins: the databases named */
	if (remove) {
		free(ds.conf_path);
		return uninstall(ds.arg_dbs, ds.narg_dbs);
	}
	if (load_conf(&ds, &ds.conf, &err) < 0) {
		carc_log_warnx("%s", err.msg);
		free(ds.conf_path);
		return EXIT_TROUBLE;
	}
	carc_log_setlevel(ds.conf.log_level);
	if (engine_load(&ds.eng, &ds.conf, &err) < 0) {
		carc_log_warnx("%s", err.msg);
		carcd_conf_free(&ds.conf);
		return EXIT_TROUBLE;
	}
	/* Detached, a pid file always; in the foreground only if asked. */
	if (!foreground && ds.conf.pid_file == NULL &&
	    (ds.conf.pid_file = strdup(CARC_LOCALSTATEDIR
	    "/run/carcd.pid")) == NULL) {
		carc_log_warnx("out of memory");
		goto fail;
	}
	if (check) {
		/* What start checks, without taking or changing anything:
		 * a running carcd holding the locks is no error here. */
		if (check_dbs(&ds.conf, sbs, NULL, &err) < 0 ||
		    (ds.conf.pid_file != NULL && (r = carcd_lock_check(
		    ds.conf.pid_file, "the pid file", CARCD_LOCK_PIDFILE, &pid,
		    &err)) < 0)) {
			carc_log_warnx("%s", err.msg);
			goto fail;
		}
		if (ds.conf.pid_file != NULL && r == 1)
			fprintf(stderr, "carcd: the pid file '%s' is held by "
			    "a running carcd, pid %ld\n", ds.conf.pid_file,
			    pid);
		fprintf(stderr, "carcd: configuration OK: %s, %zu database%s\n",
		    ds.eng.signature, ds.conf.ndbs, ds.conf.ndbs == 1 ?
		    "" : "s");
		engine_free(&ds.eng);
		carcd_conf_free(&ds.conf);
		free(ds.conf_path);
		return 0;
	}
	if (ds.conf.pid_file != NULL && carcd_lock_take(&ds.pid,
	    ds.conf.pid_file, "the pid file", CARCD_LOCK_PIDFILE, &err) < 0) {
		carc_log_warnx("%s", err.msg);
		goto fail;
	}
	/* The one carcd running (its pid file held, if any): what a
	 * killed one left in $TMPDIR goes (leftover.h). */
	carcd_remove_leftovers();
	/* Open, lock and prepare every database now to report errors on
	 * stderr.  SQLite connections must not cross fork (their POSIX
	 * locks stay with the parent), so they are opened again in the
	 * daemon; the flock(2) locks do cross it. */
	if (watch_all(&ds, &err) < 0) {
		carc_log_warnx("%s", err.msg);
		goto fail;
	}
	/* Before any pid is written where a SIGHUP or SIGTERM may be sent
	 * to it; a detached daemon inherits them. */
	install_signals();
	if (!foreground) {
		for (i = 0; i < ds.nw; i++) {
			carcd_db_detach(ds.w[i].db);
			ds.w[i].db = NULL;
			carcd_lock_clear_pid(&ds.w[i].lock);
		}
		/* The parent exits inside daemon(): a pid file holding its
		 * pid until the daemon rewrites it sent a SIGHUP to nobody
		 * (tests/daemon/reload.sh, under the sanitizers).  Empty
		 * until the daemon writes its own, below. */
		carcd_lock_clear_pid(&ds.pid);
		if (daemon(0, 0) != 0) {
			carc_log_warn("cannot daemonize");
			goto fail;
		}
		carc_log_to_syslog();
		/* The daemon's pid at once, before anything can fail: a
		 * failure below then leaves files holding a pid that no
		 * longer runs, stale for the next start, where empty ones
		 * would leave the pid file refused (lock.h).  In the
		 * foreground carcd_lock_take wrote them. */
		carcd_lock_write_pid(&ds.pid);
		for (i = 0; i < ds.nw; i++)
			carcd_lock_write_pid(&ds.w[i].lock);
		for (i = 0; i < ds.nw; i++) {
			if (ds.w[i].last[0] != '\0')
				continue;	/* waiting: look_again */
			if ((r = carcd_db_attach(&ds.w[i].db, ds.w[i].path,
			    &fail, &err)) < 0 && carcd_open_transient(r,
			    &fail)) {
				ds.w[i].db = NULL;
				waiting(&ds, &ds.w[i], err.msg);
			} else if (r < 0 || carcd_db_set_engine(ds.w[i].db,
			    &ds.eng, &err) < 0)
				carc_fatalx("%s", err.msg);
		}
	}
	carc_record_init(&ds.work.rec);
	carc_verdict_init(&ds.work.v);
	ds.work.quit = &quit;
	ds.work.reload = &reload;
	carc_log_info("started: %s, %zu database%s, polling every %d ms",
	    ds.eng.signature, ds.nw, ds.nw == 1 ? "" : "s", ds.conf.poll_ms);

	run_loop(&ds);

	carc_log_info("terminating: %llu games verified, %llu unchanged, %llu "
	    "busy retries; %llu games read in order (%llu scans), %llu "
	    "looked up", (unsigned long long)ds.work.verified,
	    (unsigned long long)ds.work.skipped,
	    (unsigned long long)ds.work.busy,
	    (unsigned long long)ds.work.scanned,
	    (unsigned long long)ds.work.scans,
	    (unsigned long long)ds.work.looked_up);
	carc_record_free(&ds.work.rec);
	carc_verdict_free(&ds.work.v);
	unwatch_all(&ds);
	engine_free(&ds.eng);
	carcd_lock_release(&ds.pid);
	carcd_conf_free(&ds.conf);
	free(ds.conf_path);
	return 0;
fail:
	unwatch_all(&ds);
	engine_free(&ds.eng);
	carcd_lock_release(&ds.pid);
	carcd_conf_free(&ds.conf);
	free(ds.conf_path);
	return EXIT_TROUBLE;
}
