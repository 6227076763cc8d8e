/* services.h - the table of host services handed to every plugin. */
#ifndef CARC_SERVICES_H
#define CARC_SERVICES_H

#include "carc_plugin.h"

const struct carc_host *carc_services(void);

/* Where plugin log messages go (the daemon sends them to syslog); NULL:
 * warnings and errors to stderr. */
typedef void (*carc_log_fn)(int level, const char *who, const char *msg);
void carc_services_set_log(carc_log_fn fn);

#endif /* CARC_SERVICES_H */
