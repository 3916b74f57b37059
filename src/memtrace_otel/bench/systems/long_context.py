"""Long-context memory: the whole conversation stays in one chat buffer, trimmed oldest-first to a token budget.

Ops: ``long_context.append`` (buffer: a turn enters the window, new buffer version), ``long_context.evict`` (evict:
the dropped turns are inputs ``evicted_to``, the trimmed buffer is the new version), ``long_context.answer``
(generate: the buffer version is the context). The budget normally keeps everything from the evidence turn on; the
``trim`` fault halves the budget, so an evict op midway drops the evidence turn (the root cause) and later evict ops
trim other turns.
"""

from __future__ import annotations

from ... import semconv as sc
from ...api import operation
from ...local_model.server import estimate_tokens

NAME = "long_context"
FAULTS = ("trim", "response", "annotation")
INSTRUMENTATIONS: tuple[str, ...] = ()
SLACK_TOKENS = 40


def _tokens(turns) -> int:
    return sum(estimate_tokens(t.line) + 1 for t in turns)


def budget(ctx) -> int:
    evidence = ctx.spec.evidence[0]
    start = next((i for i, t in enumerate(ctx.turns) if t.dia_id == evidence), 0)
    needed = _tokens(ctx.turns[start:])
    if ctx.fault == "trim":
        # about half of what follows the evidence: it is trimmed midway, and later trims follow it
        return max(_tokens(ctx.turns[start + 1:]) // 2, max(_tokens([t]) for t in ctx.turns))
    return needed + SLACK_TOKENS


def run(ctx) -> None:
    limit = budget(ctx)
    buffer_id = f"long_context:{ctx.run_id}:window"
    window: list = []
    evidence = set(ctx.spec.evidence)
    with ctx.root("build"):
        for turn in ctx.turns:
            with operation(sc.KIND_BUFFER, "long_context.append", system=NAME, conversation_id=ctx.scope,
                           attributes={sc.MEMTRACE_WINDOW_MAX_TOKENS: limit}) as op:
                op.input(ctx.msg_var(turn), turn.line, kind="message", relation=sc.REL_DERIVED_FROM)
                window.append(turn)
                op.output(buffer_id, "\n".join(t.line for t in window), kind="buffer")
            if _tokens(window) <= limit:
                continue
            with operation(sc.KIND_EVICT, "long_context.evict", system=NAME, conversation_id=ctx.scope,
                           attributes={sc.MEMTRACE_WINDOW_MAX_TOKENS: limit,
                                       sc.MEMTRACE_WINDOW_STRATEGY: "last"}) as op:
                dropped = []
                while window and _tokens(window) > limit:
                    dropped.append(window.pop(0))
                op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, len(dropped))
                for t in dropped:
                    op.input(ctx.msg_var(t), t.line, kind="message", relation=sc.REL_EVICTED_TO)
                op.output(buffer_id, "\n".join(t.line for t in window), kind="buffer")
                if ctx.fault == "trim" and evidence & {t.dia_id for t in dropped}:
                    ctx.mark_root_cause(op)
    with ctx.root("ask"):
        ctx.generate(NAME, [(buffer_id, "\n".join(t.line for t in window), "buffer")])
