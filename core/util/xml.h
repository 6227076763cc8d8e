/* xml.h - escaping text for XML documents. */
#ifndef CARC_XML_H
#define CARC_XML_H

#include <stddef.h>
#include <stdio.h>

/* Write s as XML character data (or an attribute value): at most max
 * characters of it (0: all), escaped, malformed UTF-8 and control
 * characters replaced. */
void carc_xml_text(FILE *out, const char *s, size_t max);

#endif /* CARC_XML_H */
