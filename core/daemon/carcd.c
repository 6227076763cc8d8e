/*
 * carcd.c - the daemon: verifies every finished game of the databases it
 * watches as it lands (spec/cli.md, carcd; doc/carcd.8).
 *
 *   carcd [-f] [-n] [--config FILE] [--plugin-dir DIR] DB...
 *
 * Shape after OpenBSD ntpd/bgpd: options, log to stderr, read the
 * configuration, load the plugins (-n stops here), lock, daemonize, log
 * to syslog, loop.  Signal handlers only set flags; the loop acts on them
 * between games.  A reload builds a new configuration and a new plugin
 * set and swaps them in only when both are good.
 */
#include <config.h>

#include <sys/stat.h>

#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "daemon/conf.h"
#include "daemon/lock.h"
#include "daemon/log.h"
#include "daemon/watch.h"
#include "engine/services.h"

#define EXIT_TROUBLE 2

struct watched {
	struct carcd_db *db;
	struct carcd_lock lock;		/* DB-carcd.lock */
	char *path;
};

struct daemon_state {
	const char *conf_path;
	int conf_given;
	char **arg_dbs;			/* DB... of the command line */
	size_t narg_dbs;
	const char *arg_plugin_dir;

	struct carcd_conf conf;
	struct carcd_engine eng;
	struct watched w[CARCD_MAX_DBS];
	size_t nw;
	struct carcd_lock pid;
	struct carcd_work work;
};

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
	fprintf(out, "usage: carcd [-fn] [--config FILE] [--plugin-dir DIR] "
	    "DB...\n");
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
	if (ds->arg_plugin_dir != NULL &&
	    carcd_conf_set_plugin_dir(conf, ds->arg_plugin_dir, err) < 0)
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

static int
engine_load(struct carcd_engine *eng, const char *dir,
    struct carc_error *err)
{
	struct stat sb;
	size_t i;

	memset(eng, 0, sizeof(*eng));
	if ((eng->set = calloc(1, sizeof(*eng->set))) == NULL)
		return carc_error_set(err, "out of memory");
	if (carc_plugins_load(eng->set, dir, carc_services(), err) != 0) {
		free(eng->set);
		eng->set = NULL;
		return -1;
	}
	if (carc_verifier_new(&eng->vf, eng->set, err) != 0) {
		engine_free(eng);
		return -1;
	}
	for (i = 0; i < eng->set->n; i++)
		if (stat(eng->set->p[i].path, &sb) == 0) {
			eng->file_id[i][0] = (unsigned long long)sb.st_dev;
			eng->file_id[i][1] = (unsigned long long)sb.st_ino;
			eng->file_id[i][2] = (unsigned long long)sb.st_mtime;
		}
	carcd_engine_signature(eng->signature, sizeof(eng->signature),
	    eng->set);
	return 0;
}

/*
 * Did the new set get an object already mapped for the old one although
 * its file has changed since?  (dlopen returns the loaded object for a
 * path it knows.)
 */
static int
engine_stale(const struct carcd_engine *old, const struct carcd_engine *nw)
{
	size_t i, j;

	for (i = 0; i < nw->set->n; i++)
		for (j = 0; j < old->set->n; j++)
			if (nw->set->p[i].handle == old->set->p[j].handle &&
			    memcmp(nw->file_id[i], old->file_id[j],
			    sizeof(nw->file_id[i])) != 0)
				return 1;
	return 0;
}

/* -- databases ---------------------------------------------------------- */

static int
watch_open(struct watched *w, const char *path, struct carc_error *err)
{
	char lockpath[CARCD_PATH_MAX + 16], what[CARCD_PATH_MAX + 16];

	memset(w, 0, sizeof(*w));
	w->lock.fd = -1;
	if ((w->path = strdup(path)) == NULL)
		return carc_error_set(err, "out of memory");
	snprintf(lockpath, sizeof(lockpath), "%s-carcd.lock", path);
	snprintf(what, sizeof(what), "database '%s'", path);
	if (carcd_lock_take(&w->lock, lockpath, what, err) < 0)
		goto fail;
	if (carcd_db_attach(&w->db, path, err) < 0)
		goto fail;
	return 0;
fail:
	carcd_lock_release(&w->lock);
	free(w->path);
	w->path = NULL;
	return -1;
}

static void
watch_close(struct watched *w)
{
	carcd_db_detach(w->db);
	carcd_lock_release(&w->lock);
	free(w->path);
	memset(w, 0, sizeof(*w));
	w->lock.fd = -1;
}

/* Open every database of the configuration, or none. */
static int
watch_all(struct daemon_state *ds, struct carc_error *err)
{
	size_t i;

	for (i = 0; i < ds->conf.ndbs; i++) {
		if (watch_open(&ds->w[i], ds->conf.dbs[i], err) < 0 ||
		    carcd_db_set_engine(ds->w[i].db, &ds->eng, err) < 0) {
			if (ds->w[i].path != NULL)
				watch_close(&ds->w[i]);
			while (i-- > 0)
				watch_close(&ds->w[i]);
			return -1;
		}
	}
	ds->nw = ds->conf.ndbs;
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

/* -- reload ------------------------------------------------------------- */

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
	int isnew[CARCD_MAX_DBS], keep[CARCD_MAX_DBS];
	struct carc_error err;
	size_t i, k;

	log_info("rereading configuration '%s' and plugin directory",
	    ds->conf_path);
	if (load_conf(ds, &nc, &err) < 0) {
		log_warnx("configuration has errors, not reloading: %s",
		    err.msg);
		return;
	}
	if (engine_load(&ne, nc.plugin_dir, &err) < 0) {
		log_warnx("cannot load the plugins of '%s', keeping the old "
		    "configuration and plugins: %s", nc.plugin_dir, err.msg);
		carcd_conf_free(&nc);
		return;
	}
	memset(keep, 0, sizeof(keep));
	for (i = 0; i < nc.ndbs; i++) {
		for (k = 0; k < ds->nw; k++)
			if (strcmp(ds->w[k].path, nc.dbs[i]) == 0)
				break;
		if ((isnew[i] = k == ds->nw) == 0) {
			nw[i] = ds->w[k];	/* shared until the swap */
			keep[k] = 1;
		} else if (watch_open(&nw[i], nc.dbs[i], &err) < 0) {
			log_warnx("cannot watch a new database, keeping the "
			    "old configuration and plugins: %s", err.msg);
			while (i-- > 0)
				if (isnew[i])
					watch_close(&nw[i]);
			engine_free(&ne);
			carcd_conf_free(&nc);
			return;
		}
	}

	/* Everything new is ready: swap, between games. */
	if (engine_stale(&ds->eng, &ne)) {
		/* A plugin file changed in place: only unmapping the old
		 * object lets dlopen read the new one. */
		log_info("a plugin file changed in place: loading every "
		    "plugin again");
		engine_free(&ne);
		engine_free(&ds->eng);
		if (engine_load(&ne, nc.plugin_dir, &err) < 0)
			fatalx("cannot load the plugins of '%s' again: %s",
			    nc.plugin_dir, err.msg);
	} else
		engine_free(&ds->eng);
	ds->eng = ne;
	for (k = 0; k < ds->nw; k++)
		if (!keep[k]) {
			log_info("%s: no longer watched", ds->w[k].path);
			watch_close(&ds->w[k]);
		}
	memcpy(ds->w, nw, nc.ndbs * sizeof(nw[0]));
	ds->nw = nc.ndbs;
	/* The pid file was locked at start; another needs a restart. */
	if ((ds->conf.pid_file == NULL) != (nc.pid_file == NULL) ||
	    (nc.pid_file != NULL &&
	    strcmp(nc.pid_file, ds->conf.pid_file) != 0))
		log_warnx("pid_file changes take effect at restart");
	free(nc.pid_file);
	nc.pid_file = ds->conf.pid_file;
	ds->conf.pid_file = NULL;
	carcd_conf_free(&ds->conf);
	ds->conf = nc;
	log_setlevel(ds->conf.log_level);
	for (i = 0; i < ds->nw; i++)
		if (carcd_db_set_engine(ds->w[i].db, &ds->eng, &err) < 0)
			log_warnx("%s", err.msg);
	log_info("reloaded: %s, %zu database%s", ds->eng.signature, ds->nw,
	    ds->nw == 1 ? "" : "s");
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
	struct carc_error err;
	size_t i;

	while (!quit) {
		if (reload) {
			reload = 0;
			do_reload(ds);
		}
		for (i = 0; i < ds->nw && !quit && !reload; i++)
			if (carcd_db_poll(ds->w[i].db, &ds->eng, &ds->work,
			    &err) < 0)
				log_warnx("%s", err.msg);
		if (!quit && !reload)
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
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static struct daemon_state ds;
	struct carc_error err;
	size_t i;
	int c, foreground = 0, check = 0;

	ds.conf_path = CARC_SYSCONFDIR "/carcd.yaml";
	ds.pid.fd = -1;
	while ((c = getopt_long(argc, argv, "c:fhnP:V", opts, NULL)) != -1) {
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
			ds.arg_plugin_dir = optarg;
			break;
		case 'V':
			printf("carcd (%s) %s\n", PACKAGE_NAME,
			    PACKAGE_VERSION);
			return 0;
		default:
			usage(stderr);
			return EXIT_TROUBLE;
		}
	}
	ds.arg_dbs = argv + optind;
	ds.narg_dbs = (size_t)(argc - optind);

	/* Everything that can fail because of the configuration fails
	 * here, on stderr, before detaching. */
	log_init(1, CARCD_LOG_INFO);
	carc_services_set_log(log_plugin);
	if (load_conf(&ds, &ds.conf, &err) < 0) {
		log_warnx("%s", err.msg);
		return EXIT_TROUBLE;
	}
	log_setlevel(ds.conf.log_level);
	if (engine_load(&ds.eng, ds.conf.plugin_dir, &err) < 0) {
		log_warnx("%s", err.msg);
		carcd_conf_free(&ds.conf);
		return EXIT_TROUBLE;
	}
	if (check) {
		fprintf(stderr, "carcd: configuration OK: %s, %zu database%s\n",
		    ds.eng.signature, ds.conf.ndbs, ds.conf.ndbs == 1 ?
		    "" : "s");
		engine_free(&ds.eng);
		carcd_conf_free(&ds.conf);
		return 0;
	}
	/* Detached, a pid file always; in the foreground only if asked. */
	if (!foreground && ds.conf.pid_file == NULL &&
	    (ds.conf.pid_file = strdup(CARC_LOCALSTATEDIR
	    "/run/carcd.pid")) == NULL) {
		log_warnx("out of memory");
		goto fail;
	}
	if (ds.conf.pid_file != NULL && carcd_lock_take(&ds.pid,
	    ds.conf.pid_file, "the pid file", &err) < 0) {
		log_warnx("%s", err.msg);
		goto fail;
	}
	/* Open, lock and prepare every database now to report errors on
	 * stderr.  SQLite connections must not cross fork (their POSIX
	 * locks stay with the parent), so they are opened again in the
	 * daemon; the flock(2) locks do cross it. */
	if (watch_all(&ds, &err) < 0) {
		log_warnx("%s", err.msg);
		goto fail;
	}
	if (!foreground) {
		for (i = 0; i < ds.nw; i++) {
			carcd_db_detach(ds.w[i].db);
			ds.w[i].db = NULL;
		}
		if (daemon(0, 0) != 0) {
			log_warn("cannot daemonize");
			goto fail;
		}
		log_to_syslog();
		for (i = 0; i < ds.nw; i++)
			if (carcd_db_attach(&ds.w[i].db, ds.w[i].path,
			    &err) < 0 || carcd_db_set_engine(ds.w[i].db,
			    &ds.eng, &err) < 0)
				fatalx("%s", err.msg);
	}
	carcd_lock_write_pid(&ds.pid);
	for (i = 0; i < ds.nw; i++)
		carcd_lock_write_pid(&ds.w[i].lock);
	install_signals();
	carc_record_init(&ds.work.rec);
	carc_verdict_init(&ds.work.v);
	ds.work.quit = &quit;
	ds.work.reload = &reload;
	log_info("started: %s, %zu database%s, polling every %d ms",
	    ds.eng.signature, ds.nw, ds.nw == 1 ? "" : "s", ds.conf.poll_ms);

	run_loop(&ds);

	log_info("terminating: %llu games verified, %llu unchanged, %llu "
	    "busy retries", (unsigned long long)ds.work.verified,
	    (unsigned long long)ds.work.skipped,
	    (unsigned long long)ds.work.busy);
	carc_record_free(&ds.work.rec);
	carc_verdict_free(&ds.work.v);
	unwatch_all(&ds);
	engine_free(&ds.eng);
	carcd_lock_release(&ds.pid);
	carcd_conf_free(&ds.conf);
	return 0;
fail:
	unwatch_all(&ds);
	engine_free(&ds.eng);
	carcd_lock_release(&ds.pid);
	carcd_conf_free(&ds.conf);
	return EXIT_TROUBLE;
}
