# tools/lava/lava-server.mk - the jobs of lava.mk through a real LAVA server
# on this machine (tools/lava/lava-server, on 127.0.0.1 only):
#   make lava-server        brings it up (Debian's lava-server, postgres,
#                           one worker with two qemu devices); again: a
#                           no-op while it runs. WORKERS=2: a second
#                           worker with two devices on a second host, a
#                           network namespace (tools/lava/vgrlava/lab.py)
#   make lava-server-stop   ends what make lava-server started
#   make lava-server-status its processes and their memory
#   make lava-server-check  lava-check's jobs (LAVA_CHECK_KERNELS and the
#                           four that must not pass) submitted to it at
#                           once, read back from its API and compared
#                           with qemu-run by lava-check's code; two must
#                           have run side by side (tools/lava/lava-server-check)
#   make lava-lab-faults    with WORKERS=2 up: lava-check's first job's
#                           copies through a killed worker, a cut link and
#                           a server restart (tools/lava/vgrlava/labfaults.py)
#   make lava-server-matrix the jobs of lava-matrix (LAVA_MATRIX_KERNELS=
#                           some rows) the same way, all at once
# Uses: LAVA_DIR, LAVA_CHECK_JOBS and the targets lava-check-jobs,
# lava-matrix-jobs (tools/lava/lava.mk).
LAVA_SERVER_PKGS := lava-server lava-dispatcher lavacli postgresql \
	python3-yaml python3-jinja2

.PHONY: lava-server-deps lava-server lava-server-stop lava-server-status \
	lava-server-check lava-server-matrix lava-lab-faults
lava-server-deps:
	@VGR_EXTRA_PKGS="$(VGR_EXTRA_PKGS) $(LAVA_SERVER_PKGS)" tools/fetch/deps

WORKERS ?= 1
lava-server: lava-server-deps
	VGR_LAVA_WORKERS=$(WORKERS) tools/lava/lava-server up

lava-server-stop:
	tools/lava/lava-server stop

lava-server-status:
	tools/lava/lava-server status

lava-server-check: lava-server-deps lava-check-jobs
	tools/lava/lava-server-check -p -o $(LAVA_DIR)/server-check $(LAVA_CHECK_JOBS)

lava-lab-faults: lava-server-deps lava-check-jobs
	tools/lava/lava-lab-faults $(firstword $(LAVA_CHECK_JOBS))

lava-server-matrix: lava-server-deps lava-matrix-jobs
	tools/lava/lava-server-check -p -o $(LAVA_DIR)/server-matrix \
		$$(cat $(LAVA_DIR)/matrix-jobs.list)
