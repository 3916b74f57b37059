"""``memtrace optimize``: attribution-guided prompt optimization with a validation gate.

Each round: the memory system runs on a training split with the current prompts; every failed answer is attributed
(lineage engine) and routed to the prompt variable its faulty operation read (targets.py); feedback per failure,
aggregation per target, one rewrite per target (steps.py: a deterministic rule optimizer offline, or an LLM through
litellm); the candidate prompts are applied through mem0's own configuration and re-run on a validation split; the
gate (gate.py) keeps them only if validation accuracy rises and no error type gets worse beyond a margin.
See docs/optimization.md.
"""
