/*
 * sha256.h - SHA-256 (FIPS 180-4), for an identity that a hostile input
 * cannot forge: what identifies an imported save is the digest of its
 * content (import/identity.c), and a forged collision would make an
 * import drop a different game.
 */
#ifndef CARC_UTIL_SHA256_H
#define CARC_UTIL_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define CARC_SHA256_BYTES 32
#define CARC_SHA256_HEX (2 * CARC_SHA256_BYTES + 1)	/* with its NUL */

struct carc_sha256 {
	uint32_t h[8];
	uint64_t len;			/* bytes so far */
	unsigned char buf[64];
	size_t nbuf;
};

void carc_sha256_init(struct carc_sha256 *c);
void carc_sha256_update(struct carc_sha256 *c, const void *p, size_t n);
void carc_sha256_final(struct carc_sha256 *c,
    unsigned char out[CARC_SHA256_BYTES]);
/* The digest of p[0..n) as 64 lowercase hex digits and a NUL. */
void carc_sha256_hex(const void *p, size_t n, char out[CARC_SHA256_HEX]);

#endif /* CARC_UTIL_SHA256_H */
