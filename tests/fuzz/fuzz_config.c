/*
 * fuzz_config.c - carcd's configuration file from bytes
 * (core/daemon/conf.c, doc/carcd.yaml.5).
 */
#include "config.h"

#include <string.h>

#include "daemon/conf.h"
#include "fuzz_common.h"

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct carcd_conf conf;
	struct carc_error err;
	const char *path;
	char interval[32];
	size_t n;

	if (size > 64 * 1024)
		return -1;
	path = fuzz_write_temp(data, size, ".yaml");
	carcd_conf_init(&conf);
	(void)carcd_conf_read(&conf, path, 0, &err);
	carcd_conf_free(&conf);

	/* The interval parser on its own, as the command line uses it. */
	n = size < sizeof(interval) - 1 ? size : sizeof(interval) - 1;
	memcpy(interval, data, n);
	interval[n] = '\0';
	(void)carcd_conf_parse_interval(interval, &(int){ 0 });
	return 0;
}
