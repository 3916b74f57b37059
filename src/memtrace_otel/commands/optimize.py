"""memtrace optimize TRAIN_DIR --validate VALIDATION_DIR — attribution-guided prompt optimization with a validation
gate (see docs/optimization.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys

HELP = "optimize the memory system's prompts from attributed failures, keeping only what validation confirms"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="RESULTS_OR_BENCH_DIR",
                        help="training split: a split folder (python -m memtrace_otel.optimize.split) or a "
                             "'memtrace bench build' folder")
    parser.add_argument("--validate", required=True, metavar="VALIDATION_BENCH_DIR",
                        help="validation split (other conversations), same kinds of folder")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--model", help="litellm model name for the optimizer (default: the offline rule optimizer)")
    parser.add_argument("--api-base", help="OpenAI-compatible base URL for --model")
    parser.add_argument("--no-attribution", action="store_true",
                        help="ablation: every failure goes to every target (the reference's control)")
    parser.add_argument("--seed", type=int, default=0, help="question sampling of bench folders and aggregation")
    parser.add_argument("--margin", type=float, default=0.05,
                        help="gate: an error type may grow by at most this share of the validation questions")
    parser.add_argument("--top-k", type=int, default=10, help="mem0 search top_k")
    parser.add_argument("--no-plateau", action="store_true",
                        help="build every candidate on the kept prompts (by default a candidate that ties on "
                             "validation is not kept, but the next candidate builds on it)")
    parser.add_argument("--no-oracle-evidence", action="store_true",
                        help="attribute without the dataset's evidence ids (the engine finds pseudo-evidence)")
    parser.add_argument("-o", "--output", default="optimize-out")


def run(args: argparse.Namespace) -> int:
    from ..local_model.chat import offline_defaults

    offline_defaults()
    from ..optimize.feedback import LLMOptimizer, RuleOptimizer
    from ..optimize.loop import optimize
    from ..optimize.report import write_outputs
    from ..optimize.split import load_split

    for path in (args.source, args.validate):
        if not os.path.isdir(path):
            print(f"memtrace optimize: {path}: no such folder", file=sys.stderr)
            return 2
    try:
        train = load_split(args.source, seed=args.seed)
        validation = load_split(args.validate, seed=args.seed)
    except (ValueError, OSError) as exc:
        print(f"memtrace optimize: {exc}", file=sys.stderr)
        return 2
    overlap = set(train["conversations"]) & set(validation["conversations"])
    if overlap:
        print(f"memtrace optimize: train and validation share conversations {sorted(overlap)}", file=sys.stderr)
        return 2
    splits = {name: {"conversations": s["conversations"], "sessions": s["sessions"], "seed": s["seed"],
                     "questions": len(s["questions"])} for name, s in (("train", train), ("validation", validation))}
    for name, s in splits.items():
        print(f"{name}: {', '.join(s['conversations'])}, sessions 1-{s['sessions']}, {s['questions']} questions, "
              f"split seed {s['seed']}")
    optimizer = (LLMOptimizer(args.model, api_base=args.api_base, seed=args.seed) if args.model
                 else RuleOptimizer(seed=args.seed))
    print(f"optimizer: {optimizer.name}{' ' + args.model if args.model else ''}; attribution: "
          f"{'off (every failure to every target)' if args.no_attribution else 'lineage engine'}; seed {args.seed}; "
          f"gate margin {args.margin}{'' if args.no_plateau else ', ties explored'}")
    sys.stdout.flush()
    try:
        result = optimize(train, validation, args.output, rounds=args.rounds, optimizer=optimizer,
                          attribution=not args.no_attribution, margin=args.margin, top_k=args.top_k,
                          oracle_evidence=not args.no_oracle_evidence, plateau=not args.no_plateau)
    except RuntimeError as exc:  # a worker run failed: its stderr tail is in the message
        print(f"memtrace optimize: {exc}", file=sys.stderr)
        return 1
    meta = {"splits": splits, "summary": f"train {', '.join(train['conversations'])}; validation "
                                         f"{', '.join(validation['conversations'])}; seed {args.seed}"}
    write_outputs(args.output, result, train=train, validation=validation, meta=meta)
    if result["unpromptable"]:
        kinds: dict[str, int] = {}
        for u in result["unpromptable"]:
            key = f"{u['error_type']} at {u['operation'] or '-'}"
            kinds[key] = kinds.get(key, 0) + 1
        settings = next((u["settings"] for u in result["unpromptable"] if u["settings"]), None)
        print("not promptable (all rounds): " + "; ".join(f"{k} x{n}" for k, n in kinds.items())
              + (f"; retrieval settings involved: {json.dumps(settings)}" if settings else ""))
    usage = result["usage"]
    if args.model:
        print(f"optimizer LLM: {usage['llm_calls']} calls, {usage['input_tokens']} input / "
              f"{usage['output_tokens']} output tokens, ${usage['cost_usd']:.4f}")
    print(f"outputs: {args.output}/prompts.json, mem0_config.json, rounds.jsonl, report.html")
    print(f"validation accuracy {result['validation_before']:.3f} -> {result['validation_after']:.3f} "
          f"({result['rounds']} rounds, {result['accepted']} accepted)")
    return 0
