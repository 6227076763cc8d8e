/*
 * log.h - the daemon's logging, after OpenBSD ntpd's log.c: stderr while
 * in the foreground (-f, and before daemonizing), syslog once detached.
 * log_warn appends strerror(errno); the x variants do not; fatal and
 * fatalx log and exit(1).
 */
#ifndef CARCD_LOG_H
#define CARCD_LOG_H

enum carcd_log_level {
	CARCD_LOG_ERROR = 0,
	CARCD_LOG_WARNING = 1,
	CARCD_LOG_INFO = 2,
	CARCD_LOG_DEBUG = 3
};

void carc_log_init(int foreground, int level);
/* From now on to syslog (LOG_DAEMON) instead of stderr. */
void carc_log_to_syslog(void);
void carc_log_setlevel(int level);
/* Each line to stderr begins with the local time (-f, once started). */
void carc_log_timestamps(int on);
int carc_log_getlevel(void);

void carc_log_warn(const char *, ...) __attribute__((format(printf, 1, 2)));
void carc_log_warnx(const char *, ...) __attribute__((format(printf, 1, 2)));
void carc_log_info(const char *, ...) __attribute__((format(printf, 1, 2)));
void carc_log_debug(const char *, ...) __attribute__((format(printf, 1, 2)));
__attribute__((noreturn)) void carc_fatal(const char *, ...)
    __attribute__((format(printf, 1, 2)));
__attribute__((noreturn)) void carc_fatalx(const char *, ...)
    __attribute__((format(printf, 1, 2)));

/* The sink handed to carc_services_set_log: plugin messages, prefixed
 * with the plugin's name, at the plugin's level (CARC_LOG_*). */
void carc_log_plugin(int level, const char *who, const char *msg);

#endif /* CARCD_LOG_H */
