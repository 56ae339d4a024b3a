/* SPDX-License-Identifier: GPL-2.0 */
/* vsyscall.h - the vDSO's accessor of the RNG data page (7.x), for kcode/. */
#include <vdso/datapage.h>
#define __arch_get_vdso_u_rng_data()	vgr_kcode_rng_data()
