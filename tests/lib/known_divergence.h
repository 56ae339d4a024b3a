/* SPDX-License-Identifier: GPL-2.0 */
/*
 * known_divergence.h - how a test reports what upstream is known to get
 * wrong: XFAIL with the reason while it lasts, XPASS once it is gone.
 */
#ifndef VGR_TESTS_LIB_KNOWN_DIVERGENCE_H
#define VGR_TESTS_LIB_KNOWN_DIVERGENCE_H

/*
 * Ends a test on a divergence known upstream: XFAIL with the reason while
 * it is there (diverged true), XPASS once it is gone, so that a fix shows.
 * The harness's XFAIL_ADD() cannot say this: it turns a SKIP into XPASS.
 */
#define VGR_KNOWN_DIVERGENCE(diverged, fmt, ...) do {				\
	snprintf(_metadata->results->reason,					\
		 sizeof(_metadata->results->reason),				\
		 "%s" fmt, (diverged) ? "known upstream: " :			\
		 "gone, fixed upstream? was: ", ##__VA_ARGS__);			\
	_metadata->exit_code = (diverged) ? KSFT_XFAIL : KSFT_XPASS;		\
	return;									\
} while (0)

#endif /* VGR_TESTS_LIB_KNOWN_DIVERGENCE_H */
