"""Companion's folders install under names of its own: ``ui/`` as ``companion_ui`` and
``resources/`` as ``companion_resources`` (a top-level ``ui`` or ``resources`` in site-packages
would meet any other distribution's module of that name). Everything else is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

FOLDERS = {"companion": "companion", "companion_ui": "ui", "companion_resources": "resources"}


def packages() -> list[str]:
    found = []
    for name, folder in FOLDERS.items():
        for package in find_namespace_packages(include=[folder, f"{folder}.*"],
                                               exclude=["*.__pycache__"]):
            found.append(name + package[len(folder):])
    return found


setup(packages=packages(),
      package_dir={name: folder for name, folder in FOLDERS.items() if name != folder})
