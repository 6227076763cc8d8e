/*
 * log.c - stderr or syslog, one line per message (see log.h).
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <syslog.h>
#include <time.h>

#include "carc_plugin.h"
#include "daemon/log.h"

static int use_syslog;
static int stamps;
static int verbosity = CARCD_LOG_INFO;

static const int syslog_prio[] = {
	[CARCD_LOG_ERROR] = LOG_ERR,
	[CARCD_LOG_WARNING] = LOG_WARNING,
	[CARCD_LOG_INFO] = LOG_INFO,
	[CARCD_LOG_DEBUG] = LOG_DEBUG,
};

void
carc_log_init(int foreground, int level)
{
	(void)foreground;
	use_syslog = 0;
	verbosity = level;
	tzset();
}

void
carc_log_to_syslog(void)
{
	openlog("carcd", LOG_PID | LOG_NDELAY, LOG_DAEMON);
	use_syslog = 1;
}

void
carc_log_timestamps(int on)
{
	stamps = on;
}

void
carc_log_setlevel(int level)
{
	verbosity = level;
}

int
carc_log_getlevel(void)
{
	return verbosity;
}

static void
vlog(int level, const char *fmt, va_list ap, const char *errstr)
{
	char msg[1024], line[1200];
	size_t len;

	if (level > verbosity)
		return;
	vsnprintf(msg, sizeof(msg), fmt, ap);
	if (use_syslog) {
		if (errstr != NULL)
			syslog(syslog_prio[level], "%s: %s", msg, errstr);
		else
			syslog(syslog_prio[level], "%s", msg);
		return;
	}
	line[0] = '\0';
	if (stamps) {
		/* local time, to the ms, with its offset from UTC, as a
		 * supervisor's log (journald, s6-log) lines up with others */
		char when[64], zone[8];
		struct timespec ts;
		struct tm tm;

		clock_gettime(CLOCK_REALTIME, &ts);
		if (localtime_r(&ts.tv_sec, &tm) != NULL &&
		    strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%S", &tm) > 0 &&
		    strftime(zone, sizeof(zone), "%z", &tm) > 0)
			snprintf(line, sizeof(line), "%s.%03ld%s ", when,
			    ts.tv_nsec / 1000000L, zone);
	}
	len = strlen(line);
	if (errstr != NULL)
		snprintf(line + len, sizeof(line) - len, "carcd: %s: %s\n", msg,
		    errstr);
	else
		snprintf(line + len, sizeof(line) - len, "carcd: %s\n", msg);
	fputs(line, stderr);
	fflush(stderr);
}

void
carc_log_warn(const char *fmt, ...)
{
	va_list ap;
	const char *e = strerror(errno);

	va_start(ap, fmt);
	vlog(CARCD_LOG_WARNING, fmt, ap, e);
	va_end(ap);
}

void
carc_log_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vlog(CARCD_LOG_WARNING, fmt, ap, NULL);
	va_end(ap);
}

void
carc_log_info(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vlog(CARCD_LOG_INFO, fmt, ap, NULL);
	va_end(ap);
}

void
carc_log_debug(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vlog(CARCD_LOG_DEBUG, fmt, ap, NULL);
	va_end(ap);
}

void
carc_fatal(const char *fmt, ...)
{
	va_list ap;
	const char *e = strerror(errno);

	va_start(ap, fmt);
	vlog(CARCD_LOG_ERROR, fmt, ap, e);
	va_end(ap);
	exit(1);
}

void
carc_fatalx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vlog(CARCD_LOG_ERROR, fmt, ap, NULL);
	va_end(ap);
	exit(1);
}

static void
plugin_msg(int level, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vlog(level, fmt, ap, NULL);
	va_end(ap);
}

void
carc_log_plugin(int level, const char *who, const char *msg)
{
	int l;

	if (level <= CARC_LOG_ERR)
		l = CARCD_LOG_ERROR;
	else if (level <= CARC_LOG_WARNING)
		l = CARCD_LOG_WARNING;
	else if (level <= CARC_LOG_INFO)
		l = CARCD_LOG_INFO;
	else
		l = CARCD_LOG_DEBUG;
	plugin_msg(l, "plugin '%s': %s", who, msg);
}
