"""The LoCoMo fault-injection attribution benchmark (``memtrace bench``; docs/benchmark.md).

- :mod:`.locomo` reads LoCoMo conversations; :mod:`.plan` picks the questions and the fault kinds;
- :mod:`.systems` holds the four memory systems (long_context, rag, mem0, episodic), each run by :mod:`.worker` in
  its own process with the helpers of :mod:`.harness` (local model, root spans, ground-truth marking);
- :mod:`.build` runs the workers and merges their files; :mod:`.score` attributes the cases and scores them.

    from memtrace_otel.bench.build import build
    from memtrace_otel.bench.score import run_bench, run_memtracebench
"""
