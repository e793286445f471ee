#!/usr/bin/env python3
"""Makes TARGET a copy of the package folder SOURCE again, for the mutation scripts.

    python3 Tests/mutation_sync.py SOURCE TARGET

Only the files that differ are written (in place, keeping their times), so a build
folder in TARGET sees only real changes; files SOURCE no longer has are removed (a
stale test file would not compile). Build folders (.build, .build-*), .git and
.swiftpm are neither copied nor removed; a symbolic link stays a link to the same
place. Used by Tests/mutations.sh and Tests/mutation_sampler.py.
"""

import os
import shutil
import sys

SKIPPED = {".build", ".git", ".swiftpm"}


def kept(folder_name):
    return folder_name not in SKIPPED and not folder_name.startswith(".build")


def sync(source, target):
    # A target inside the source (a scratch folder in the checkout) is not copied into itself.
    real_target = os.path.realpath(target)

    def outside_target(folder, name):
        real = os.path.realpath(os.path.join(folder, name))
        return real != real_target and not real_target.startswith(real + os.sep)

    for folder, subfolders, names in os.walk(source):
        subfolders[:] = [d for d in subfolders if kept(d) and outside_target(folder, d)]
        relative = os.path.relpath(folder, source)
        os.makedirs(os.path.join(target, relative), exist_ok=True)
        for name in names:
            a, b = os.path.join(folder, name), os.path.join(target, relative, name)
            if os.path.islink(a):
                if not os.path.islink(b) or os.readlink(b) != os.readlink(a):
                    if os.path.lexists(b):
                        os.remove(b)
                    os.symlink(os.readlink(a), b)
                continue
            if not os.path.exists(b) or os.path.islink(b) or open(a, "rb").read() != open(b, "rb").read():
                if os.path.lexists(b) and os.path.islink(b):
                    os.remove(b)
                shutil.copy2(a, b)
    for folder, subfolders, names in os.walk(target):
        subfolders[:] = [d for d in subfolders if kept(d)]
        relative = os.path.relpath(folder, target)
        for name in names:
            if not os.path.lexists(os.path.join(source, relative, name)):
                os.remove(os.path.join(folder, name))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: mutation_sync.py SOURCE TARGET")
    sync(sys.argv[1], sys.argv[2])
