"""Attribution engines: ``lineage`` (deterministic, default) and ``agent`` (an LLM through litellm)."""

from __future__ import annotations

ENGINES = ("lineage", "agent")


def get_engine(name: str = "lineage", **options):
    if name == "lineage":
        from .lineage import LineageEngine

        return LineageEngine(**options)
    if name == "agent":
        from .agent import AgentEngine  # imports litellm lazily, only when the agent engine is used

        return AgentEngine(**options)
    raise ValueError(f"unknown attribution engine {name!r}; choose one of {', '.join(ENGINES)}")
