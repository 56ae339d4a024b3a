"""vgrlava.debs - the parts of lava-server's .deb the checks use, unpacked into the cache."""
import io
import os
import shutil
import subprocess
import tarfile

from .common import CACHE, die, tool

DEVICE_TYPES_DIR = "/usr/share/lava-server/device-types/"
SCHEMA_DIR = "/usr/lib/python3/dist-packages/lava_scheduler_app/"


def dpkg_version(pkg):
    """The installed version of Debian package PKG, or ''."""
    r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       text=True)
    return r.stdout if r.returncode == 0 else ""


def server_files(member_dir, folder):
    """The files right in MEMBER_DIR (a folder of the package, e.g.
    /usr/share/lava-server/device-types/) of the lava-server .deb that
    matches the installed lava-dispatcher, taken out of it once (never
    installed; tools/fetch/debfetch) into the cache's
    lava/lava-server_VERSION/FOLDER, whose path it returns."""
    version = dpkg_version("lava-dispatcher")
    if not version:
        die("no lava-dispatcher installed (make lava-check installs it)")
    out = os.path.join(CACHE, "lava", "lava-server_" + version, folder)
    if os.path.isdir(out):
        return out
    with open("/etc/os-release") as f:
        suite = dict(line.rstrip("\n").split("=", 1) for line in f
                     if "=" in line).get("VERSION_CODENAME", "").strip('"')
    deb = subprocess.run([tool("fetch", "debfetch"), suite, "lava-server"],
                         stdout=subprocess.PIPE, text=True).stdout.strip()
    if not deb or not os.path.isfile(deb):
        die("cannot download lava-server from %s" % suite)
    if "_%s_" % version.replace(":", "%3a") not in os.path.basename(deb):
        die("%s is not lava-server %s, the dispatcher's version" % (deb, version))
    tmp = out + ".new"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    data = subprocess.run(["dpkg-deb", "--fsys-tarfile", deb],
                          stdout=subprocess.PIPE, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        for m in tar.getmembers():
            name = m.name.lstrip(".")
            if m.isfile() and os.path.dirname(name) + "/" == member_dir:
                m.name = os.path.basename(name)
                tar.extract(m, tmp)
    os.rename(tmp, out)
    return out


def device_types():
    """The folder of the device-type templates of that lava-server."""
    return server_files(DEVICE_TYPES_DIR, "device-types")


def schema_package():
    """The folder of that lava-server's lava_scheduler_app (its top-level
    modules only: schema.py is what lava-validate takes)."""
    return server_files(SCHEMA_DIR, "python/lava_scheduler_app")
