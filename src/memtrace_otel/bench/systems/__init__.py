"""The memory systems the benchmark runs, each small and on the public API of its library or on the manual API.

Each module defines ``NAME``, ``FAULTS`` (the fault kinds it can plant), ``INSTRUMENTATIONS`` (memtrace
instrumentations it needs) and ``run(ctx)``, which builds the memory from ``ctx.turns``, applies ``ctx.fault`` at its
chosen operation (marking it with ``ctx.mark_root_cause``), and answers ``ctx.spec.question`` via ``ctx.generate``.
"""

from __future__ import annotations

import importlib

SYSTEMS = ("long_context", "rag", "mem0", "episodic")


def load(name: str):
    if name not in SYSTEMS:
        raise ValueError(f"unknown benchmark system {name!r}; choose from {', '.join(SYSTEMS)}")
    return importlib.import_module(f"{__name__}.{name}")
