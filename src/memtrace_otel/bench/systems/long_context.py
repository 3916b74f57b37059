"""Long-context memory: the whole conversation stays in one chat buffer, trimmed oldest-first to a token budget.

Ops: ``long_context.append`` (buffer: a turn enters the window, new buffer version), ``long_context.evict`` (evict:
the dropped turns are inputs ``evicted_to``, the trimmed buffer is the new version), ``long_context.answer``
(generate: the buffer version is the context). The budget normally keeps everything from the evidence turn on; the
``trim`` fault shrinks the budget so that an evict op drops the target evidence turn (the earliest) while every later
evidence turn stays (for a single evidence turn: half of what follows it; for several: midway between what follows
the target and what follows the next evidence turn), and later evict ops trim other turns.
Turns are stored with their day (``Turn.dated_line``).
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
    return sum(estimate_tokens(t.dated_line) + 1 for t in turns)


def budget(ctx) -> int:
    positions = {t.dia_id: i for i, t in enumerate(ctx.turns)}
    ev = sorted(positions[d] for d in ctx.spec.evidence if d in positions) or [0]
    start = ev[0]
    needed = _tokens(ctx.turns[start:])
    if ctx.fault == "trim":
        floor = max(_tokens([t]) for t in ctx.turns)
        if len(ev) == 1:
            # about half of what follows the evidence: it is trimmed midway, and later trims follow it
            return max(_tokens(ctx.turns[start + 1:]) // 2, floor)
        keep = _tokens(ctx.turns[ev[1]:])  # every later evidence turn stays in the window
        return max((keep + _tokens(ctx.turns[start + 1:])) // 2, keep, floor)
    return needed + SLACK_TOKENS


def run(ctx) -> None:
    limit = budget(ctx)
    buffer_id = f"long_context:{ctx.run_id}:window"
    window: list = []
    with ctx.root("build"):
        for turn in ctx.turns:
            with operation(sc.KIND_BUFFER, "long_context.append", system=NAME, conversation_id=ctx.scope,
                           attributes={sc.MEMTRACE_WINDOW_MAX_TOKENS: limit}) as op:
                op.input(ctx.msg_var(turn), turn.dated_line, kind="message", relation=sc.REL_DERIVED_FROM)
                window.append(turn)
                op.output(buffer_id, "\n".join(t.dated_line for t in window), kind="buffer")
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
                    op.input(ctx.msg_var(t), t.dated_line, kind="message", relation=sc.REL_EVICTED_TO)
                op.output(buffer_id, "\n".join(t.dated_line for t in window), kind="buffer")
                if ctx.fault == "trim" and ctx.spec.target in {t.dia_id for t in dropped}:
                    ctx.mark_root_cause(op)
    with ctx.root("ask"):
        ctx.generate(NAME, [(buffer_id, "\n".join(t.dated_line for t in window), "buffer")])
