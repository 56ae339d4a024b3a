// SPDX-License-Identifier: GPL-2.0
/*
 * replay.c - a main() for a fuzz harness without libFuzzer: feeds it each
 * file given (a directory: each file in it), so that a gcc ASan/UBSan
 * build replays the seeds and the corpus in `make sanitize-check`.
 * Prints how many inputs ran; a broken property or a sanitizer report
 * aborts it. Exit 2 on a usage error or an unreadable input.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static unsigned long replayed;

static int replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf;
	long len;

	if (!f || fseek(f, 0, SEEK_END)) {
		fprintf(stderr, "replay: cannot read '%s'\n", path);
		return -1;
	}
	len = ftell(f);
	if (len < 0 || fseek(f, 0, SEEK_SET)) {
		fprintf(stderr, "replay: cannot read '%s'\n", path);
		return -1;
	}
	buf = malloc(len ? len : 1);
	if (!buf || fread(buf, 1, len, f) != (size_t)len) {
		fprintf(stderr, "replay: cannot read '%s'\n", path);
		return -1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, len);	/* exact size: ASan sees past it */
	free(buf);
	replayed++;
	return 0;
}

static int replay_dir(const char *path)
{
	DIR *dir = opendir(path);
	struct dirent *e;
	char file[4096];
	int ret = 0;

	if (!dir) {
		fprintf(stderr, "replay: cannot open '%s'\n", path);
		return -1;
	}
	while (!ret && (e = readdir(dir))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(file, sizeof(file), "%s/%s", path, e->d_name);
		ret = replay_file(file);
	}
	closedir(dir);
	return ret;
}

int main(int argc, char **argv)
{
	struct stat st;
	int i;

	if (argc < 2) {
		fprintf(stderr, "usage: %s FILE|DIR...\n", argv[0]);
		return 2;
	}
	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st)) {
			fprintf(stderr, "replay: no input '%s'\n", argv[i]);
			return 2;
		}
		if (S_ISDIR(st.st_mode) ? replay_dir(argv[i]) :
		    replay_file(argv[i]))
			return 2;
	}
	printf("%s: %lu inputs replayed clean\n", argv[0], replayed);
	return 0;
}
