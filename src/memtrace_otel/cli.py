"""The ``memtrace`` command line: one sub-command per module in ``memtrace_otel.commands``.

Each command module defines ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``. Modules are
imported only when their command runs, so ``memtrace --help`` stays fast and heavy libraries load only where used.
"""

from __future__ import annotations

import argparse
import importlib
import sys

# command name -> module under memtrace_otel.commands
COMMANDS = {
    "demo": "demo",
    "graph": "graph",
    "attribute": "attribute",
    "bench": "bench",
    "collector": "collector",
    "optimize": "optimize",
}

_HELP = {
    "demo": "run instrumented example memory apps offline, attribute failures, write traces and an HTML report",
    "graph": "rebuild the memory evolution graph from trace files and export it (json, dot, html)",
    "attribute": "attribute failed answers in trace files to the operation that caused them",
    "bench": "build and run the LoCoMo fault-injection attribution benchmark",
    "collector": "run the OTLP collector-side processor (receivers -> durable store -> evolution graph -> OTLP out)",
    "optimize": "optimize the memory system's prompts from attributed failures, with a validation gate",
}


def _load(name: str):
    return importlib.import_module("memtrace_otel.commands." + COMMANDS[name])


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="memtrace", description="memtrace-otel command line")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        sub.add_parser(name, help=_HELP[name], add_help=False)
    if not argv or argv[0] in ("-h", "--help") or argv[0] not in COMMANDS:
        args = parser.parse_args(argv)  # prints help or the "invalid choice" error
        parser.print_help()
        return 2
    name = argv[0]
    try:
        module = _load(name)
    except ModuleNotFoundError as exc:
        print(f"memtrace {name}: not available ({exc})", file=sys.stderr)
        return 2
    cmd_parser = argparse.ArgumentParser(prog=f"memtrace {name}", description=getattr(module, "HELP", _HELP[name]))
    module.add_arguments(cmd_parser)
    args = cmd_parser.parse_args(argv[1:])
    return int(module.run(args) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
