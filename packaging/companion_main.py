"""The bundle's entry point: the ``companion`` command, as the installed script runs it."""

from companion.cli import main

raise SystemExit(main())
