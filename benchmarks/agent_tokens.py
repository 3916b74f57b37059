"""Tokens per case of the agent engine, with a scripted stand-in for the model (no LLM is reachable here).

The stand-in plays a short, typical exploration: explore the first frontier node, expand the lineage seed's operation,
then finish with the seed's verdict. Every prompt the agent really builds is counted with litellm's offline tokenizer
(cl100k, as for gpt-4o-mini). So the figure is the agent's own prompt cost for a three-step run — what a real model's
run costs at least — not a model's accuracy or its own choice of steps.

    python benchmarks/agent_tokens.py TRACES.jsonl [--cases 50]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("traces", nargs="+")
    parser.add_argument("--cases", type=int, default=50)
    parser.add_argument("--model", default="gpt-4o-mini", help="tokenizer to count with (offline)")
    args = parser.parse_args(argv)

    import litellm

    from memtrace_otel.attribution.batch import load_traces
    from memtrace_otel.attribution.engines.agent import AgentEngine
    from memtrace_otel.attribution.engines.lineage import Case, LineageEngine
    from memtrace_otel.attribution.engines.llm import LLMClient

    class ScriptedClient(LLMClient):
        """Explore, expand the seed op, finish with the seed verdict; tokens counted offline."""

        def __init__(self, seed):
            super().__init__("scripted", max_calls=12)
            self.seed, self.step = seed, 0

        def complete(self, messages, usage, *, json_mode=True):
            self.step += 1
            first = messages[1]["content"]
            node = next((w.strip(",.") for w in first.split() if "@" in w), None)
            if self.step == 1 and node:
                reply = {"action": "explore", "node_id": node}
            elif self.step == 2 and self.seed.op_id:
                reply = {"action": "expand_op", "op_id": self.seed.op_id}
            else:
                reply = {"action": "finish", "error_type": self.seed.error_type, "op_id": self.seed.op_id,
                         "reason": self.seed.reason}
            text = json.dumps(reply)
            usage.add(litellm.token_counter(model=args.model, messages=messages),
                      litellm.token_counter(model=args.model, text=text))
            return text

    loaded = load_traces(args.traces)
    outcomes = [o for o in loaded.outcomes if o.status == "failed"][: args.cases]
    if not outcomes:
        print("no failed outcomes in the traces", file=sys.stderr)
        return 2
    lineage = LineageEngine()
    rows = []
    for i, outcome in enumerate(outcomes, 1):
        seed = lineage.attribute(loaded.graph, Case.from_outcome(outcome))
        engine = AgentEngine(client=ScriptedClient(seed))
        started = time.perf_counter()
        result = engine.attribute(loaded.graph, outcome)
        rows.append((result.cost.get("input_tokens", 0), result.cost.get("output_tokens", 0),
                     result.cost.get("llm_calls", 0), time.perf_counter() - started))
        print(f"[{i}/{len(outcomes)}] {rows[-1][0]} input tokens", file=sys.stderr)
    inp = [r[0] for r in rows]
    print(f"agent engine, scripted 3-step run, {len(rows)} failed cases ({', '.join(args.traces)}):")
    print(f"  input tokens per case  median {statistics.median(inp):.0f}  mean {statistics.mean(inp):.0f}  "
          f"max {max(inp)}")
    print(f"  output tokens per case mean {statistics.mean(r[1] for r in rows):.0f}; LLM calls per case "
          f"{statistics.mean(r[2] for r in rows):.1f}; engine seconds per case (without model latency) "
          f"{statistics.mean(r[3] for r in rows):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
