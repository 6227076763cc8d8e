/*
 * section.h - the geometry of the compass rose sections (rules-en.md 3.2,
 * "Geometry (exact test)"), shared by the HiG and Spielbox variants.
 *
 * A section is a pair of sign constraints in the rose's own frame: n
 * (rose-north) and e (rose-east), each +1 (>= 0), -1 (<= 0) or 0 (free).
 * HiG quadrants constrain both (NE = +1,+1); the Spielbox halves
 * constrain only n (N = +1,0).  The constraints are inclusive, so the
 * rose's row (n == 0) and column (e == 0) belong to both adjoining
 * sections (ROSE-SECTION, ROSE-SPIELBOX).
 */
#ifndef COMPASS_SECTION_H
#define COMPASS_SECTION_H

struct rose_section {
	int sn, se;			/* -1, 0 or +1 */
};

/* Where a rose lies: its square and its rotation (quarter turns cw). */
struct rose_frame {
	int x, y;
	int rot;
};

/*
 * Parse "NE", "SE", "SW", "NW" (HiG) or "N", "S" (Spielbox).  Returns 0,
 * or -1 for any other name.  *spielbox says which variant the name
 * belongs to.
 */
int rose_section_parse(const char *name, struct rose_section *out,
    int *spielbox);

/* The offset of square (x, y) from the rose, in the rose's own frame. */
void rose_offset(const struct rose_frame *r, int x, int y, int *n, int *e);

/* Does the offset (n, e) lie in the section?  Inclusive of the row and
 * the column of the rose. */
int rose_section_holds(struct rose_section s, int n, int e);

/* The section turned k quarter turns clockwise (NE -> SE -> SW -> NW);
 * what a reader who turns the quarter tile's label with the tile sees. */
struct rose_section rose_section_turn(struct rose_section s, int k);

/* A short name for the report: "NE", "N", "E" ... */
const char *rose_section_name(struct rose_section s);

#endif /* COMPASS_SECTION_H */
