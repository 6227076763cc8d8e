/* error.c - see error.h */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "util/error.h"

int
carc_error_setv(struct carc_error *err, const char *fmt, va_list ap)
{
	if (err != NULL)
		vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	return -1;
}

int
carc_error_set(struct carc_error *err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	carc_error_setv(err, fmt, ap);
	va_end(ap);
	return -1;
}

int
carc_error_prefix(struct carc_error *err, const char *fmt, ...)
{
	char old[CARC_ERROR_MAX];
	size_t len;
	va_list ap;

	if (err == NULL)
		return -1;
	memcpy(old, err->msg, sizeof(old));
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
	len = strlen(err->msg);
	if (len + 2 < sizeof(err->msg)) {
		memcpy(err->msg + len, ": ", 2);
		len += 2;
		old[sizeof(old) - 1 - len] = '\0';
		memcpy(err->msg + len, old, strlen(old) + 1);
	}
	return -1;
}
