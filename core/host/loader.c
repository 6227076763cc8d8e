/*
 * loader.c - find, check, load and unload plugins, and build the tile
 * catalogue of the base game and every loaded plugin (see plugins.h).
 *
 * No hook of a plugin runs before its descriptor passed every check: a
 * descriptor of another ABI need not even have its hooks where we would
 * look for them.  Plugins load in sorted file name order, so that slots,
 * markings and the first error reported are the same on every machine.
 *
 * dlopen runs a library's constructors before carc sees its descriptor:
 * no check of the descriptor can stop code that is in the file.  What is
 * checked before dlopen is who may have put the file there (its directory
 * and the file pass carc_paths_untrusted, as OpenSSH's StrictModes), and
 * that the file is a whole ELF object (a truncated one made dlopen die
 * of SIGBUS).  doc/hardening.md states the promise.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host/plugins.h"

#define PLUGIN_NAME_MAX 31	/* characters, NUL not included */
#define DIRENT_NAME_MAX 256	/* NAME_MAX + 1 on every system we build on */

/* The set "base" is the base game's; a plugin may not take its name. */
#define BASE_SET "base"

static void
set_clear(struct carc_plugin_set *set, const struct carc_host *host)
{
	memset(set, 0, sizeof(*set));
	carc_catalogue_init(&set->cat);
	set->host = host;
	set->list.cat = &set->cat;
	carc_kinds_init(&set->list.kinds);
}

/* strerror() in the lower case of our messages. */
static const char *
errno_text(int e, char *buf, size_t len)
{
	snprintf(buf, len, "%s", strerror(e));
	if (buf[0] >= 'A' && buf[0] <= 'Z')
		buf[0] = (char)(buf[0] - 'A' + 'a');
	return buf;
}

/* Not isalnum(): a plugin name must not depend on the locale. */
static int
name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

int
carc_plugin_name_valid(const char *name)
{
	size_t i;

	if (name == NULL || name[0] == '\0')
		return 0;
	for (i = 0; name[i] != '\0'; i++)
		if (i >= PLUGIN_NAME_MAX || !name_char(name[i]))
			return 0;
	return 1;
}

/*
 * Is fname a plugin's file, "*.so"?  Other files (README, foo.so.1,
 * libtool's .la) are not plugins and are left alone; a .so whose stem is
 * no plugin name (Ext.so, my-ext.so) is refused with a word, never
 * skipped (dir_scan): its author means it to load.
 */
static int
plugin_file(const char *fname)
{
	size_t len = strlen(fname);

	return len >= 4 && strcmp(fname + len - 3, ".so") == 0;
}

/* Is fname NAME.so with NAME a valid plugin name? */
static int
plain_stem(const char *fname)
{
	char stem[DIRENT_NAME_MAX];
	size_t len = strlen(fname);

	if (len < 4 || len - 3 >= sizeof(stem))
		return 0;
	memcpy(stem, fname, len - 3);
	stem[len - 3] = '\0';
	return carc_plugin_name_valid(stem);
}

static int
name_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

/*
 * Check the directory and list its plugin files, sorted.  A directory
 * anyone may write to would let anyone run code in carc.
 */
static int
dir_scan(const char *dir, char (*names)[DIRENT_NAME_MAX], size_t *n,
    struct carc_error *err)
{
	char why[CARC_ERROR_MAX / 2];
	struct dirent *de;
	struct stat sb;
	DIR *d;

	*n = 0;
	if (stat(dir, &sb) == -1)
		return carc_error_set(err, "cannot open plugin directory '%s': %s",
		    dir, errno_text(errno, why, sizeof(why)));
	if (!S_ISDIR(sb.st_mode))
		return carc_error_set(err,
		    "plugin directory '%s' is not a directory", dir);
	if (carc_paths_untrusted(dir, 1, why, sizeof(why)) == -1)
		return carc_error_set(err, "plugin directory '%s' is %s", dir,
		    why);
	if ((d = opendir(dir)) == NULL)
		return carc_error_set(err, "cannot open plugin directory '%s': %s",
		    dir, errno_text(errno, why, sizeof(why)));
	for (;;) {
		errno = 0;
		if ((de = readdir(d)) == NULL)
			break;
		if (!plugin_file(de->d_name))
			continue;
		if (!plain_stem(de->d_name)) {
			carc_error_set(err, "refusing plugin '%s/%.64s': a "
			    "plugin's file is NAME.so, NAME of at most %d "
			    "characters a-z, 0-9 and '_' (the name records "
			    "use in game_expansions)", dir, de->d_name,
			    PLUGIN_NAME_MAX);
			closedir(d);
			return -1;
		}
		if (*n == CARC_MAX_PLUGINS) {
			closedir(d);
			return carc_error_set(err,
			    "plugin directory '%s' holds more than %d plugins",
			    dir, CARC_MAX_PLUGINS);
		}
		snprintf(names[*n], DIRENT_NAME_MAX, "%s", de->d_name);
		(*n)++;
	}
	if (errno != 0) {
		carc_error_set(err, "cannot read plugin directory '%s': %s", dir,
		    errno_text(errno, why, sizeof(why)));
		closedir(d);
		return -1;
	}
	closedir(d);
	qsort(names, *n, DIRENT_NAME_MAX, name_cmp);
	return 0;
}

/* Is s a file name without a directory part? */
static int
plain_file_name(const char *s)
{
	return s[0] != '\0' && strchr(s, '/') == NULL && strcmp(s, ".") != 0 &&
	    strcmp(s, "..") != 0;
}

static int
check_rules(const struct carc_plugin_set *set, const struct carc_plugin *p,
    const char *path, struct carc_error *err)
{
	const struct carc_plugin *q;
	const char *id;
	size_t i, j, k, plen = strlen(p->rule_prefix);

	if (p->nrules > 0 && p->rules == NULL)
		return carc_error_set(err,
		    "plugin '%s' declares %zu rules but has no rule table",
		    path, p->nrules);
	for (i = 0; i < p->nrules; i++) {
		if ((id = p->rules[i].id) == NULL)
			return carc_error_set(err, "plugin '%s': rule %zu has no id",
			    path, i);
		/* ids name files of the reference and appear in reports:
		 * upper-case letters, digits and hyphens only */
		if (id[0] == '\0' || strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789-") != strlen(id))
			return carc_error_set(err, "plugin '%s': rule id '%.40s' "
			    "is not made of A-Z, 0-9 and '-'", path, id);
		if (strncmp(id, p->rule_prefix, plen) != 0)
			return carc_error_set(err,
			    "plugin '%s': rule id '%s' does not start with '%s'",
			    path, id, p->rule_prefix);
		for (j = 0; j < i; j++)
			if (strcmp(p->rules[j].id, id) == 0)
				return carc_error_set(err,
				    "plugin '%s': rule id '%s' appears twice",
				    path, id);
		/* A divergence cites a rule id: it must name one rule only. */
		for (k = 0; k < set->n; k++) {
			q = set->p[k].desc;
			for (j = 0; j < q->nrules; j++)
				if (strcmp(q->rules[j].id, id) == 0)
					return carc_error_set(err,
					    "plugin '%s': rule id '%s' is "
					    "already defined by '%s'", path, id,
					    set->p[k].path);
		}
	}
	return 0;
}

/* The catalogue's own words, which no plugin may own. */
static int
catalogue_word(const char *key)
{
	static const char *const words[] = {
		"id", "count", "start_copies", "set", "variant", "aliases",
		"edges", "cities", "roads", "fields", "monastery", "editions",
		"twin", "coa", "halves", "adj"
	};
	size_t i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strcmp(words[i], key) == 0)
			return 1;
	return 0;
}

/* Does a loaded plugin own key, as a tile or a segment key?  Its path. */
static const char *
key_owner(const struct carc_plugin_set *set, const char *key)
{
	const char *const *q;
	size_t k;

	for (k = 0; k < set->n; k++) {
		for (q = set->p[k].desc->tile_keys; q != NULL && *q != NULL;
		    q++)
			if (strcmp(*q, key) == 0)
				return set->p[k].path;
		for (q = set->p[k].desc->segment_keys; q != NULL && *q != NULL;
		    q++)
			if (strcmp(*q, key) == 0)
				return set->p[k].path;
	}
	return NULL;
}

/* Tile keys or segment keys (what: "tile", "segment"): the hook that
 * takes them, and one owner per key in the whole catalogue. */
static int
check_keys(const struct carc_plugin_set *set, const char *const *keys,
    int has_hook, const char *what, const char *path,
    struct carc_error *err)
{
	const char *owner;
	size_t i;

	if (keys == NULL || keys[0] == NULL)
		return 0;
	if (!has_hook)
		return carc_error_set(err, "plugin '%s' owns %s keys but has "
		    "no %s_key hook", path, what, what);
	for (i = 0; keys[i] != NULL; i++) {
		if (keys[i][0] == '\0')
			return carc_error_set(err,
			    "plugin '%s': %s key %zu is empty", path, what, i);
		if (catalogue_word(keys[i]))
			return carc_error_set(err, "plugin '%s': %s key '%s' is "
			    "a word of the catalogue itself", path, what,
			    keys[i]);
		if (carc_kinds_feature(&set->list.kinds, keys[i]) >= 0)
			return carc_error_set(err, "plugin '%s': %s key '%s' is "
			    "the key of a feature kind", path, what, keys[i]);
		/* The catalogue hands a key to one owner only. */
		if ((owner = key_owner(set, keys[i])) != NULL)
			return carc_error_set(err, "plugin '%s': %s key '%s' "
			    "is already owned by '%s'", path, what, keys[i],
			    owner);
	}
	return 0;
}

/* The prefixes of the core's rule ids (doc/rules/rule-ids.md): a plugin citing
 * BASE-MEEPLE-FREE could not be told from the core. */
static const char *
reserved_prefix(const char *prefix)
{
	static const char *const core[] = {
		"BASE-", "DATA-", "SCORE-", "ORDER-"
	};
	size_t i, n;

	for (i = 0; i < sizeof(core) / sizeof(core[0]); i++) {
		n = strlen(prefix) < strlen(core[i]) ? strlen(prefix) :
		    strlen(core[i]);
		if (strncmp(prefix, core[i], n) == 0)
			return core[i];
	}
	return NULL;
}

/*
 * Everything the host relies on before it calls a hook.  Only the first
 * three fields may be read before the size check.
 */
static int
check_descriptor(const struct carc_plugin_set *set,
    const struct carc_plugin *p, const char *path, const char *stem,
    struct carc_kinds *kinds, struct carc_error *err)
{
	const char *core;
	size_t k;

	/* The name is the file stem (checked below once the layout is
	 * known): a descriptor of another major is named by its file. */
	/* A 3.x descriptor is a 4.0 one cut at its size (carc_plugin.h,
	 * 4.0): it loads as it is, and CARC_HAS_HOOK keeps every 4.0 hook
	 * out of its reach. */
	if (p->abi_major != CARC_ABI_MAJOR && p->abi_major != CARC_ABI_MAJOR_3)
		return carc_error_set(err, "plugin '%s' was built for ABI "
		    "%u.%u, this carc speaks %u.%u: rebuild it against this "
		    "carc's carc_plugin.h (%s)", stem,
		    (unsigned)p->abi_major, (unsigned)p->abi_minor,
		    CARC_ABI_MAJOR, CARC_ABI_MINOR, path);
	if (p->abi_minor > (p->abi_major == CARC_ABI_MAJOR ? CARC_ABI_MINOR :
	    CARC_ABI_MINOR_3))
		return carc_error_set(err, "plugin '%s': built for ABI %u.%u, "
		    "this carc has ABI %u.%u (upgrade carc)", path,
		    (unsigned)p->abi_major, (unsigned)p->abi_minor,
		    CARC_ABI_MAJOR, CARC_ABI_MINOR);
	if (p->size < CARC_PLUGIN_SIZE_3_0)
		return carc_error_set(err, "plugin '%s': descriptor is %u bytes, "
		    "ABI %u.0 needs at least %zu", path, (unsigned)p->size,
		    CARC_ABI_MAJOR_3, (size_t)CARC_PLUGIN_SIZE_3_0);
	if (p->name == NULL)
		return carc_error_set(err, "plugin '%s' has no name", path);
	if (strcmp(p->name, stem) != 0 || !carc_plugin_name_valid(p->name))
		return carc_error_set(err, "plugin '%s' calls itself '%s'", path,
		    p->name);
	if (strcmp(p->name, BASE_SET) == 0)
		return carc_error_set(err, "plugin '%s': the name '%s' is "
		    "reserved for the base game", path, BASE_SET);
	for (k = 0; k < set->n; k++)
		if (strcmp(set->p[k].desc->name, p->name) == 0)
			return carc_error_set(err, "plugin '%s': a plugin called "
			    "'%s' is already loaded from '%s'", path, p->name,
			    set->p[k].path);
	if (p->version == NULL || p->version[0] == '\0')
		return carc_error_set(err, "plugin '%s' has no version", path);
	if (p->rule_prefix == NULL || p->rule_prefix[0] == '\0')
		return carc_error_set(err, "plugin '%s' has no rule prefix", path);
	if ((core = reserved_prefix(p->rule_prefix)) != NULL) {
		char mine[PLUGIN_NAME_MAX + 2], ids[PATH_MAX];
		size_t i, n = 0;

		/* a suggestion: the plugin's name, as rule ids are made */
		for (i = 0; stem[i] != '\0' && n < PLUGIN_NAME_MAX; i++)
			if (stem[i] != '_')
				mine[n++] = (char)(stem[i] >= 'a' &&
				    stem[i] <= 'z' ? stem[i] - 'a' + 'A' :
				    stem[i]);
		mine[n] = '\0';
		/* the list of the core's ids as this carc ships it, where an
		 * author can open it: installed under $(pkgdatadir)/rules */
		(void)carc_paths_rules_doc(ids, sizeof(ids), "rule-ids.md");
		return carc_error_set(err, "plugin '%s': rule prefix '%s' is "
		    "the core's ('%s' ids are carc's own, %s): choose a "
		    "prefix of the plugin's own, such as '%s-'", path,
		    p->rule_prefix, core, ids, mine);
	}
	if (check_rules(set, p, path, err) == -1)
		return -1;
	/* Looked up in directories: no escaping them. */
	if (p->catalogue != NULL && !plain_file_name(p->catalogue))
		return carc_error_set(err, "plugin '%s': catalogue '%s' is not "
		    "a plain file name", path, p->catalogue);
	if (p->rules_doc != NULL && !plain_file_name(p->rules_doc))
		return carc_error_set(err, "plugin '%s': rules_doc '%s' is not "
		    "a plain file name", path, p->rules_doc);
	if (p->edition < 0 || p->edition > CARC_MAX_EDITIONS)
		return carc_error_set(err, "plugin '%s': edition %d (0 to %d)",
		    path, p->edition, CARC_MAX_EDITIONS);
	if (CARC_HAS_HOOK(p, edition_rule)) {
		/* a divergence cites it: one of the plugin's own rules */
		for (k = 0; k < p->nrules; k++)
			if (strcmp(p->rules[k].id, p->edition_rule) == 0)
				break;
		if (k == p->nrules)
			return carc_error_set(err, "plugin '%s': edition_rule "
			    "'%s' is not one of its rules", path,
			    p->edition_rule);
	}
	if (check_keys(set, p->tile_keys, CARC_HAS_HOOK(p, tile_key), "tile",
	    path, err) == -1 || check_keys(set, p->segment_keys,
	    CARC_HAS_HOOK(p, segment_key), "segment", path, err) == -1)
		return -1;
	/* Its kinds: checked whole here, kept only if it loads. */
	return carc_kinds_add(kinds, p, (int)set->n + 1, path, err);
}

/*
 * Does the ELF file describe itself within its own size?  dlopen maps
 * every PT_LOAD segment from the file: one that reaches past the end of a
 * truncated file faults with SIGBUS on first touch, in the middle of
 * dlopen.  Read with pread, never mapped, so that a file cut short while
 * we read cannot fault here either.  0, or -1 and why.
 */
#if UINTPTR_MAX > 0xffffffffu
#define CARC_ELFCLASS ELFCLASS64
typedef Elf64_Ehdr carc_ehdr;
typedef Elf64_Phdr carc_phdr;
#else
#define CARC_ELFCLASS ELFCLASS32
typedef Elf32_Ehdr carc_ehdr;
typedef Elf32_Phdr carc_phdr;
#endif

/* Does [off, off + size) lie within a file of flen bytes? */
static int
in_file(uint64_t off, uint64_t size, uint64_t flen)
{
	return off <= flen && size <= flen - off;
}

static int
elf_check(int fd, uint64_t flen, char *why, size_t len)
{
	static const uint16_t one = 1;
	carc_ehdr eh;
	carc_phdr ph;
	unsigned i, nload = 0;
	int data = *(const uint8_t *)&one == 1 ? ELFDATA2LSB : ELFDATA2MSB;

	if (pread(fd, &eh, sizeof(eh), 0) != (ssize_t)sizeof(eh) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0) {
		snprintf(why, len, "not an ELF file");
		return -1;
	}
	if (eh.e_ident[EI_CLASS] != CARC_ELFCLASS ||
	    eh.e_ident[EI_DATA] != data) {
		snprintf(why, len, "an ELF file of another class or byte "
		    "order");
		return -1;
	}
	if (eh.e_type != ET_DYN) {
		snprintf(why, len, "not a shared object (ELF type %u)",
		    (unsigned)eh.e_type);
		return -1;
	}
	if (eh.e_phentsize != sizeof(carc_phdr) || eh.e_phnum == 0 ||
	    !in_file(eh.e_phoff, (uint64_t)eh.e_phnum * sizeof(carc_phdr),
	    flen)) {
		snprintf(why, len, "truncated or damaged: its program header "
		    "table is not within its %llu bytes",
		    (unsigned long long)flen);
		return -1;
	}
	if (eh.e_shoff != 0 && (eh.e_shentsize == 0 ||
	    !in_file(eh.e_shoff, (uint64_t)eh.e_shnum * eh.e_shentsize,
	    flen))) {
		snprintf(why, len, "truncated or damaged: its section header "
		    "table is not within its %llu bytes",
		    (unsigned long long)flen);
		return -1;
	}
	for (i = 0; i < eh.e_phnum; i++) {
		if (pread(fd, &ph, sizeof(ph), (off_t)(eh.e_phoff +
		    (uint64_t)i * sizeof(ph))) != (ssize_t)sizeof(ph)) {
			snprintf(why, len, "cannot read program header %u", i);
			return -1;
		}
		if (ph.p_type != PT_LOAD && ph.p_type != PT_DYNAMIC)
			continue;
		if (!in_file(ph.p_offset, ph.p_filesz, flen) ||
		    ph.p_filesz > ph.p_memsz) {
			snprintf(why, len, "truncated or damaged: segment %u "
			    "(bytes %llu to %llu) is not within its %llu bytes",
			    i, (unsigned long long)ph.p_offset,
			    (unsigned long long)ph.p_offset +
			    (unsigned long long)ph.p_filesz,
			    (unsigned long long)flen);
			return -1;
		}
		nload += ph.p_type == PT_LOAD;
	}
	if (nload == 0) {
		snprintf(why, len, "no loadable segment");
		return -1;
	}
	return 0;
}

/*
 * Who may have put the file there: everything that can be known of the
 * file at path before dlopen runs its code.  *fd: the file, open, for
 * plugin_whole and a private copy (struct carc_plugin_copier).
 */
static int
plugin_precheck(const char *path, int *fd, struct carc_error *err)
{
	char why[CARC_ERROR_MAX / 2];
	struct stat sb;

	*fd = -1;
	if (carc_paths_untrusted(path, 0, why, sizeof(why)) == -1)
		return carc_error_set(err, "refusing plugin '%s': %s", path,
		    why);
	/* NOFOLLOW, NONBLOCK: neither a link nor a FIFO put there since. */
	*fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY |
	    O_CLOEXEC);
	if (*fd == -1)
		return carc_error_set(err, "cannot open plugin '%s': %s", path,
		    errno_text(errno, why, sizeof(why)));
	if (fstat(*fd, &sb) == -1 || !S_ISREG(sb.st_mode)) {
		close(*fd);
		*fd = -1;
		return carc_error_set(err, "refusing plugin '%s': not a "
		    "regular file", path);
	}
	return 0;
}

/* Is the file open on fd (the one dlopen maps) a whole ELF object?
 * path names the plugin in the message. */
static int
plugin_whole(int fd, const char *path, struct carc_error *err)
{
	char why[CARC_ERROR_MAX / 2];
	struct stat sb;

	if (fstat(fd, &sb) == -1)
		return carc_error_set(err, "cannot stat plugin '%s': %s", path,
		    errno_text(errno, why, sizeof(why)));
	if (elf_check(fd, (uint64_t)sb.st_size, why, sizeof(why)) == -1)
		return carc_error_set(err, "refusing plugin '%s': %s", path,
		    why);
	return 0;
}

/*
 * Check and initialise the plugin whose entry point is entry, and add it
 * to the set: path names it in messages (its catalogue is looked for
 * next to it), handle is dlopen's (NULL: linked in).  The one way in,
 * for a dlopened plugin and a linked-in one alike.
 */
static int
plugin_add(struct carc_plugin_set *set, carc_plugin_entry_fn entry,
    void *handle, const char *path, const char *stem,
    struct carc_error *err)
{
	struct carc_loaded_plugin *lp;
	const struct carc_plugin *p;
	struct carc_kinds kinds = set->list.kinds;
	char msg[CARC_ERROR_MAX];
	void *state = NULL;

	if ((p = entry()) == NULL)
		return carc_error_set(err, "plugin '%s' returned no descriptor",
		    path);
	if (check_descriptor(set, p, path, stem, &kinds, err) == -1)
		return -1;
	if (CARC_HAS_HOOK(p, init)) {
		msg[0] = '\0';
		if (p->init(set->host, &state, msg, sizeof(msg)) != 0) {
			msg[sizeof(msg) - 1] = '\0';
			return carc_error_set(err,
			    "plugin '%s' failed to initialise: %s", path,
			    msg[0] != '\0' ? msg : "no reason given");
		}
	}
	set->list.kinds = kinds;
	lp = &set->p[set->n];
	lp->desc = p;
	lp->handle = handle;
	lp->state = state;
	lp->slot = (int)set->n;
	snprintf(lp->path, sizeof(lp->path), "%s", path);
	set->list.p[lp->slot].desc = p;
	set->list.p[lp->slot].state = state;
	set->list.p[lp->slot].slot = lp->slot;
	lp->eng = &set->list.p[lp->slot];
	set->n++;
	set->list.n = set->n;
	return 0;
}

/* Open, check and initialise one plugin, and add it to the set: path is
 * the plugin's file, dlpath what dlopen maps (path or a private copy). */
static int
plugin_open(struct carc_plugin_set *set, const char *dlpath,
    const char *path, const char *stem, struct carc_error *err)
{
	carc_plugin_entry_fn entry;
	const char *why;
	void *handle;

	/* NOW: a missing symbol fails here, not in the middle of a game;
	 * LOCAL: one plugin's symbols never satisfy another's. */
	if ((handle = dlopen(dlpath, RTLD_NOW | RTLD_LOCAL)) == NULL) {
		why = dlerror();
		return carc_error_set(err, "cannot load plugin '%s': %s", path,
		    why != NULL ? why : "unknown error");
	}
	dlerror();
	*(void **)(&entry) = dlsym(handle, CARC_PLUGIN_ENTRY);
	if (entry == NULL) {
		carc_error_set(err, "plugin '%s' has no %s symbol", path,
		    CARC_PLUGIN_ENTRY);
		goto fail;
	}
	if (plugin_add(set, entry, handle, path, stem, err) == -1)
		goto fail;
	return 0;

fail:
	dlclose(handle);
	return -1;
}

/*
 * The catalogue found a key a plugin owns: the plugin parses it, and what
 * it makes of it becomes the tile's marking in the plugin's slot.
 */
static int
plugin_tile_key(void *owner, struct carc_tile_type *tile, const char *key,
    const struct carc_node *value, const struct carc_node **where,
    char *err, size_t errlen)
{
	const struct carc_loaded_plugin *lp = owner;
	const void *marking = NULL;

	*where = value;
	err[0] = '\0';
	if (lp->desc->tile_key(lp->state, tile->id, key, value, &marking, where,
	    err, errlen) != 0) {
		if (err[0] == '\0')
			snprintf(err, errlen, "plugin '%s' refused key '%s'",
			    lp->desc->name, key);
		if (*where == NULL)
			*where = value;
		return -1;
	}
	tile->marking[lp->slot] = marking;
	return 0;
}

/* The same for a key in a segment's entry ("KEY: true" in a road): the
 * marking goes to the tile type's list of segment markings. */
static int
plugin_segment_key(void *owner, struct carc_tile_type *tile, int seg,
    const char *key, const struct carc_node *value,
    const struct carc_node **where, char *err, size_t errlen)
{
	const struct carc_loaded_plugin *lp = owner;
	const struct carc_seg *sg = &tile->seg[seg];
	struct carc_seg_marking *m;
	const void *marking = NULL;

	*where = value;
	err[0] = '\0';
	if (lp->desc->segment_key(lp->state, tile->id, sg->name, sg->kind,
	    sg->edges, sg->halves, key, value, &marking, where, err,
	    errlen) != 0) {
		if (err[0] == '\0')
			snprintf(err, errlen, "plugin '%s' refused key '%s'",
			    lp->desc->name, key);
		if (*where == NULL)
			*where = value;
		return -1;
	}
	if (marking == NULL)
		return 0;
	m = realloc(tile->seg_markings, (tile->nseg_markings + 1) *
	    sizeof(*m));
	if (m == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	tile->seg_markings = m;
	m += tile->nseg_markings++;
	m->seg = (uint8_t)seg;
	m->slot = (uint8_t)lp->slot;
	m->marking = marking;
	return 0;
}

/* A catalogue decides what the rules are (a world-writable plugin
 * catalogue turned valid games divergent): as trusted as a plugin. */
static int
catalogue_trusted(const char *path, struct carc_error *err)
{
	char why[CARC_ERROR_MAX / 2];

	if (carc_paths_untrusted(path, 0, why, sizeof(why)) == -1)
		return carc_error_set(err, "refusing tile catalogue '%s': %s",
		    path, why);
	return 0;
}

/* The base catalogue, then each plugin's, every owned key routed. */
static int
load_catalogues(struct carc_plugin_set *set, struct carc_error *err)
{
	struct carc_key_owner *owners = NULL;
	struct carc_seg_key_owner *seg_owners = NULL;
	struct carc_vocab vocab;
	const struct carc_plugin *p;
	const char *const *key;
	size_t nowners = 0, nseg = 0, i;
	char path[4096], dir[4096];
	int rc = -1;

	for (i = 0; i < set->n; i++) {
		for (key = set->p[i].desc->tile_keys; key != NULL && *key != NULL;
		    key++)
			nowners++;
		for (key = set->p[i].desc->segment_keys;
		    key != NULL && *key != NULL; key++)
			nseg++;
	}
	if ((nowners > 0 &&
	    (owners = calloc(nowners, sizeof(*owners))) == NULL) ||
	    (nseg > 0 &&
	    (seg_owners = calloc(nseg, sizeof(*seg_owners))) == NULL)) {
		carc_error_set(err, "out of memory");
		goto out;
	}
	nowners = nseg = 0;
	for (i = 0; i < set->n; i++) {
		for (key = set->p[i].desc->tile_keys; key != NULL && *key != NULL;
		    key++) {
			owners[nowners].key = *key;
			owners[nowners].fn = plugin_tile_key;
			owners[nowners].owner = &set->p[i];
			nowners++;
		}
		for (key = set->p[i].desc->segment_keys;
		    key != NULL && *key != NULL; key++) {
			seg_owners[nseg].key = *key;
			seg_owners[nseg].fn = plugin_segment_key;
			seg_owners[nseg].owner = &set->p[i];
			nseg++;
		}
	}
	memset(&vocab, 0, sizeof(vocab));
	vocab.kinds = &set->list.kinds;
	vocab.owners = owners;
	vocab.nowners = nowners;
	vocab.seg_owners = seg_owners;
	vocab.nseg_owners = nseg;

	if (carc_paths_catalogue(path, sizeof(path), BASE_SET, "base.yaml",
	    NULL, err) == -1 || catalogue_trusted(path, err) == -1)
		goto out;
	if (carc_catalogue_load_vocab(&set->cat, path, BASE_SET, &vocab,
	    err) == -1)
		goto out;
	for (i = 0; i < set->n; i++) {
		p = set->p[i].desc;
		if (p->catalogue == NULL)
			continue;
		/* next to the plugin first */
		snprintf(dir, sizeof(dir), "%s", set->p[i].path);
		*strrchr(dir, '/') = '\0';
		if (carc_paths_catalogue(path, sizeof(path), p->name,
		    p->catalogue, dir, err) == -1 ||
		    catalogue_trusted(path, err) == -1)
			goto out;
		if (carc_catalogue_load_vocab(&set->cat, path, p->name, &vocab,
		    err) == -1)
			goto out;
	}
	rc = 0;
out:
	free(owners);
	free(seg_owners);
	return rc;
}

/* One plugin file found on the search path. */
struct found {
	char path[4096];
	char stem[DIRENT_NAME_MAX];
	int dir;			/* its directory's place on the path */
	char shadows[4096];		/* the file of the same name it hides */
};

/* Add the plugins of one directory to what the path found so far: a name
 * already found in an earlier directory shadows this one. */
static int
path_scan(const char *dir, int k, struct found *found, size_t *nfound,
    struct carc_error *err)
{
	char names[CARC_MAX_PLUGINS][DIRENT_NAME_MAX];
	size_t n, i, j;
	int len;

	if (dir_scan(dir, names, &n, err) == -1)
		return -1;
	for (i = 0; i < n; i++) {
		struct found *f;
		char stem[DIRENT_NAME_MAX];

		snprintf(stem, sizeof(stem), "%s", names[i]);
		stem[strlen(stem) - 3] = '\0';
		for (j = 0; j < *nfound; j++)
			if (strcmp(found[j].stem, stem) == 0)
				break;
		if (j < *nfound) {
			if (found[j].shadows[0] == '\0')
				snprintf(found[j].shadows,
				    sizeof(found[j].shadows), "%s/%s", dir,
				    names[i]);
			continue;
		}
		if (*nfound == CARC_MAX_PLUGINS)
			return carc_error_set(err, "more than %d plugins on "
			    "the plugin path (at '%s/%s')", CARC_MAX_PLUGINS,
			    dir, names[i]);
		f = &found[(*nfound)++];
		len = snprintf(f->path, sizeof(f->path), "%s/%s", dir,
		    names[i]);
		if (len < 0 || (size_t)len >= sizeof(f->path))
			return carc_error_set(err, "plugin path too long: "
			    "'%s/%s'", dir, names[i]);
		memcpy(f->stem, stem, sizeof(stem));
		f->dir = k;
		f->shadows[0] = '\0';
	}
	return 0;
}

/*
 * Check and open one plugin file found on the path.  With a copier, the
 * trust checks are of the file found (who may have put it there), the
 * whole-file check and dlopen of the copy made from it (what is mapped).
 */
static int
load_found(struct carc_plugin_set *set, const struct found *f,
    const struct carc_plugin_copier *copier, struct carc_error *err)
{
	char why[128], name[4096];
	struct stat sb;
	int fd, copy = -1, rc;

	/* lstat: a symlink could lead out of the checked directory. */
	if (lstat(f->path, &sb) == -1)
		return carc_error_set(err, "cannot stat plugin '%s': %s",
		    f->path, errno_text(errno, why, sizeof(why)));
	if (!S_ISREG(sb.st_mode))
		return carc_error_set(err, "refusing plugin '%s': not a "
		    "regular file", f->path);
	/* As for the directory: nobody else may change the code, and
	 * dlopen must be able to map all of it. */
	if (plugin_precheck(f->path, &fd, err) == -1)
		return -1;
	if (copier == NULL) {
		rc = plugin_whole(fd, f->path, err) == -1 ? -1 :
		    plugin_open(set, f->path, f->path, f->stem, err);
		close(fd);
	} else {
		rc = copier->make(fd, f->path, &copy, name, sizeof(name), err);
		close(fd);
		if (rc == 0) {
			rc = plugin_whole(copy, f->path, err) == -1 ? -1 :
			    plugin_open(set, name, f->path, f->stem, err);
			copier->drop(copy, name);
		}
	}
	if (rc == -1)
		return -1;
	snprintf(set->p[set->n - 1].shadows, sizeof(set->p[0].shadows), "%s",
	    f->shadows);
	return 0;
}

/* Are a and b one directory?  lstat: a symbolic link is not the
 * directory it leads to, and is refused when scanned (dir_scan). */
static int
same_dir(const char *a, const char *b)
{
	struct stat sa, sb;

	return lstat(a, &sa) == 0 && lstat(b, &sb) == 0 &&
	    S_ISDIR(sa.st_mode) && sa.st_dev == sb.st_dev &&
	    sa.st_ino == sb.st_ino;
}

/* Is the user's directory k the base one, or named before k? */
static int
named_elsewhere(const char *const *dirs, int k, const char *base)
{
	int j;

	if (base != NULL && same_dir(dirs[k], base))
		return 1;
	for (j = 0; j < k; j++)
		if (same_dir(dirs[k], dirs[j]))
			return 1;
	return 0;
}

int
carc_plugins_load_path(struct carc_plugin_set *set, const char *const *dirs,
    size_t ndirs, const char *base, const struct carc_host *host,
    struct carc_error *err)
{
	return carc_plugins_load_copies(set, dirs, ndirs, base, host, NULL,
	    err);
}

int
carc_plugins_load_copies(struct carc_plugin_set *set,
    const char *const *dirs, size_t ndirs, const char *base,
    const struct carc_host *host, const struct carc_plugin_copier *copier,
    struct carc_error *err)
{
	struct found *found;
	size_t nfound = 0, i;
	int k, pass;

	set_clear(set, host);
	if (ndirs > CARC_MAX_PLUGIN_DIRS)
		return carc_error_set(err, "more than %d plugin directories",
		    CARC_MAX_PLUGIN_DIRS);
	if ((found = calloc(CARC_MAX_PLUGINS, sizeof(*found))) == NULL)
		return carc_error_set(err, "out of memory");
	/* the user's directories first: a name there shadows the same name
	 * further down the path; a directory named twice (the installed one
	 * given as --plugin-dir too) is searched once, at its first place,
	 * or as the base, so that its plugins never shadow themselves */
	for (k = 0; k < (int)ndirs; k++)
		if (!named_elsewhere(dirs, k, base) &&
		    path_scan(dirs[k], k, found, &nfound, err) == -1)
			goto fail;
	if (base != NULL &&
	    path_scan(base, (int)ndirs, found, &nfound, err) == -1)
		goto fail;
	/*
	 * Load the base directory's plugins first, then the others in path
	 * order (each directory's in name order): when two claim one rule
	 * id, key or kind, the newcomer is refused, naming both, and the
	 * installed plugin stays (doc/spec/cli.md).  Without user directories
	 * this is name order, the order hooks run in every game.
	 */
	for (pass = 0; pass < 2; pass++)
		for (k = pass == 0 ? (int)ndirs : 0;
		    pass == 0 ? k == (int)ndirs : k < (int)ndirs; k++)
			for (i = 0; i < nfound; i++)
				if (found[i].dir == k &&
				    load_found(set, &found[i], copier,
				    err) == -1)
					goto fail;
	if (load_catalogues(set, err) == -1)
		goto fail;
	free(found);
	return 0;

fail:
	free(found);
	carc_plugins_unload(set);
	return -1;
}

int
carc_plugins_load_linked(struct carc_plugin_set *set,
    const struct carc_linked_plugin *linked, size_t n, const char *dir,
    const struct carc_host *host, struct carc_error *err)
{
	char path[4096];
	size_t i;

	set_clear(set, host);
	for (i = 0; i < n; i++) {
		if (!carc_plugin_name_valid(linked[i].name)) {
			carc_error_set(err, "'%s' is not a plugin name",
			    linked[i].name);
			goto fail;
		}
		snprintf(path, sizeof(path), "%s/%s.so", dir, linked[i].name);
		if (plugin_add(set, linked[i].entry, NULL, path,
		    linked[i].name, err) == -1)
			goto fail;
	}
	if (load_catalogues(set, err) == -1)
		goto fail;
	return 0;

fail:
	carc_plugins_unload(set);
	return -1;
}

int
carc_plugins_load(struct carc_plugin_set *set, const char *dir,
    const struct carc_host *host, struct carc_error *err)
{
	return carc_plugins_load_path(set, NULL, 0, dir, host, err);
}

int
carc_plugins_load_none(struct carc_plugin_set *set,
    const struct carc_host *host, struct carc_error *err)
{
	set_clear(set, host);
	if (load_catalogues(set, err) == -1) {
		carc_plugins_unload(set);
		return -1;
	}
	return 0;
}

void
carc_plugins_unload(struct carc_plugin_set *set)
{
	const struct carc_host *host = set->host;
	struct carc_loaded_plugin *lp;
	size_t i;

	/* The catalogue points at markings the plugins free in fini. */
	carc_catalogue_free(&set->cat);
	for (i = set->n; i-- > 0;) {
		lp = &set->p[i];
		if (CARC_HAS_HOOK(lp->desc, fini))
			lp->desc->fini(lp->state);
		if (lp->handle != NULL)
			dlclose(lp->handle);
	}
	set_clear(set, host);
}

const struct carc_loaded_plugin *
carc_plugins_find(const struct carc_plugin_set *set, const char *name)
{
	size_t i;

	if (!carc_plugin_name_valid(name))
		return NULL;
	for (i = 0; i < set->n; i++)
		if (strcmp(set->p[i].desc->name, name) == 0)
			return &set->p[i];
	return NULL;
}
