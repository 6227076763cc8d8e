/*
 * test_sha256.c - core/util/sha256.c against the examples of FIPS 180-4
 * and its test vectors (NIST's "SHA-256 example" and the one million
 * 'a's), fed whole and in uneven pieces across the 64-byte blocks.
 */
#include "config.h"

#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "util/sha256.h"

static const struct {
	const char *msg;
	const char *hex;
} vectors[] = {
	{ "",
	  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" },
	{ "abc",
	  "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
	{ "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	  "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1" },
	{ "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
	  "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
	  "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1" },
};

static void
test_vectors(void)
{
	char hex[CARC_SHA256_HEX];
	size_t i;

	for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++) {
		carc_sha256_hex(vectors[i].msg, strlen(vectors[i].msg), hex);
		CU_ASSERT_STRING_EQUAL(hex, vectors[i].hex);
	}
}

/* Pieces of 1, 2, ... 127 bytes: every way a piece meets a block's end. */
static void
test_pieces(void)
{
	static char a[1000];
	struct carc_sha256 c;
	unsigned char d[CARC_SHA256_BYTES];
	char hex[CARC_SHA256_HEX];
	size_t done = 0, k = 1;
	int i;

	memset(a, 'a', sizeof(a));
	carc_sha256_init(&c);
	while (done < 1000000) {
		size_t n = 1000000 - done < k ? 1000000 - done : k;

		carc_sha256_update(&c, a, n);
		done += n;
		k = k % 127 + 1;
	}
	carc_sha256_final(&c, d);
	for (i = 0; i < CARC_SHA256_BYTES; i++)
		snprintf(hex + 2 * i, 3, "%02x", d[i]);
	CU_ASSERT_STRING_EQUAL(hex,
	    "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

static CU_TestInfo tests[] = {
	{ "FIPS 180-4 examples", test_vectors },
	{ "one million 'a's in uneven pieces", test_pieces },
	CU_TEST_INFO_NULL,
};

static CU_SuiteInfo suites[] = {
	{ .pName = "sha256", .pTests = tests },
	CU_SUITE_INFO_NULL,
};

int
carc_test_register(void)
{
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
