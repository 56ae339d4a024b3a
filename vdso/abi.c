// SPDX-License-Identifier: GPL-2.0
/*
 * abi.c - detects which vDSO getrandom ABI the running kernel offers and
 * calls it. Detection never calls syscall 451 on a kernel whose vDSO
 * answers mainline's params query, since 451 is cachestat there.
 */
#include "vdso/abi.h"
#include "vdso/arch.h"
#include "vdso/elf.h"
#include "vdso/state.h"
#include "nolibc/mm.h"
#include <linux/random.h>

const char * const vgr_abi_names[3] = {
	[VGR_ABI_NONE] = "none",
	[VGR_ABI_V14] = "v14",
	[VGR_ABI_MAINLINE] = "mainline",
};

const char *vgr_abi_name(enum vgr_abi abi)
{
	return vgr_abi_names[abi];
}

long vgr_vdso_getrandom5(void *fn, void *buf, size_t len, unsigned int flags,
			 void *state, size_t opaque_len)
{
	return VDSO_CALL(((vgr_getrandom5_fn)fn), 5, buf, len, flags, state,
			 opaque_len);
}

long vgr_vdso_getrandom4(void *fn, void *buf, size_t len, unsigned int flags,
			 void *state)
{
	return ((vgr_getrandom4_fn)fn)(buf, len, flags, state);
}

static int query_params(void *fn, struct vgr_opaque_params *params)
{
	memset(params, 0, sizeof(*params));
	return vgr_vdso_getrandom5(fn, NULL, 0, 0, params, VGR_QUERY_MAGIC);
}

/* v14 is confirmed by its allocator answering with 144-byte states. */
static int probe_v14(void)
{
	unsigned int num = 1, size = 0;
	long addr = vgr_sys_vgetrandom_alloc(&num, &size, 0, 0);

	if (vgr_is_err(addr))
		return 0;
	munmap((void *)addr, (size_t)num * size);
	return size == VGR_STATE_SIZE && num > 0;
}

int vgr_vdso_find_getrandom(const void **sym, const char **why)
{
	static char short_map[128];
	struct vgr_vdso_extent ext;
	const void *image;
	struct vgr_elf elf;
	size_t len;
	int err;

	err = vgr_vdso_image_extent(&image, &len, &ext);
	if (err == VGR_ELF_EMAPPING) {
		snprintf(short_map, sizeof(short_map),
			 "the vDSO's image needs %zu bytes, its mapping has %zu (%s)",
			 ext.need, ext.mapped, ext.how);
		*why = short_map;
		return -2;
	}
	if (!err)
		err = vgr_elf_parse(&elf, image, len);
	/* As glibc reads it: DT_GNU_HASH where DT_HASH cannot be read. */
	if (err == VGR_ELF_EHASH)
		err = vgr_elf_parse_gnu(&elf, image, len);
	if (err) {
		*why = err == VGR_ELF_ENOVDSO ? "no AT_SYSINFO_EHDR" :
		       "no parsable vDSO";
		return -1;
	}
	if (vgr_elf_lookup(&elf, VGR_VDSO_GETRANDOM, VGR_VDSO_VERSION,
			   VGR_ELF_HASH_ANY, sym)) {
		*why = "vDSO has no " VGR_VDSO_GETRANDOM_AT;
		return -1;
	}
	*why = VGR_VDSO_GETRANDOM_AT;
	return 0;
}

/* What the kernel offers, with the vDSO symbol when there is one. */
static enum vgr_abi detect(struct vgr_kernel_abi *kabi)
{
	const void *sym;
	int err = vgr_vdso_find_getrandom(&sym, &kabi->why);

	if (err) {
		kabi->broken = err == -2;
		return VGR_ABI_NONE;
	}
	kabi->fn = (void *)sym;
	/*
	 * Asked of a v14 vDSO, the query is a 4-argument call of length 0,
	 * which goes to a blocking getrandom while the CRNG is not ready
	 * (early boot, PID 1): only kernels whose mmap() takes MAP_DROPPABLE
	 * (6.11 on, never v14) are asked it; only the others get syscall
	 * 451, which is cachestat on mainline.
	 */
	if (vgr_kernel_has_droppable()) {
		if (query_params(kabi->fn, &kabi->params) == 0 &&
		    kabi->params.size_of_opaque_state) {
			kabi->why = "params query answered";
			return VGR_ABI_MAINLINE;
		}
	} else if (probe_v14()) {
		kabi->why = "no MAP_DROPPABLE, vgetrandom_alloc answered";
		return VGR_ABI_V14;
	}
	kabi->why = VGR_VDSO_GETRANDOM " of unknown ABI";
	kabi->fn = NULL;
	return VGR_ABI_NONE;
}

void vgr_abi_detect(struct vgr_kernel_abi *kabi)
{
	memset(kabi, 0, sizeof(*kabi));
	kabi->abi = detect(kabi);
}

int vgr_kernel_reseed(void)
{
	int fd, ret;

	fd = open("/dev/urandom", O_RDONLY);
	if (fd < 0)
		return -errno;
	ret = ioctl(fd, RNDRESEEDCRNG, 0);
	ret = ret < 0 ? -errno : 0;
	close(fd);
	return ret;
}
