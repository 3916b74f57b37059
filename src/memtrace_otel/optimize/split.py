"""Splits: which LoCoMo conversations, sessions and questions a run of the memory system covers.

A split folder holds ``split.json`` ({data, conversations, sessions, seed, questions: [{case_id, conversation,
question, expected, evidence, category}]}). ``memtrace optimize`` also takes a ``memtrace bench build`` folder: its
manifest's data and conversations, with the questions chosen here (its own planted-fault cases are not reused: the
failures to optimize on must come from the prompts).

A question qualifies when it is not adversarial (category 5), all its evidence turns lie in the sessions loaded, and
every content word of its answer occurs in the observation facts of those turns (so a system that keeps every detail
of every fact can answer it with the stand-in model).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Iterable, Optional

from ..bench.locomo import Conversation, load_conversations
from ..text.words import content_set

SPLIT_FILE = "split.json"


def qualifying(conv: Conversation, sessions: int) -> list[dict]:
    loaded = {n for n in sorted(conv.sessions)[:sessions]}
    out = []
    seen = set()
    for qa in conv.qa:
        if qa.category == 5 or qa.answer is None or not qa.evidence or qa.question in seen:
            continue
        if any(conv.session_of(d) not in loaded for d in qa.evidence):
            continue
        words = content_set(qa.answer)
        facts = [f for d in qa.evidence for f in conv.facts_of(d)]
        held = set().union(*(content_set(f) for f in facts)) if facts else set()
        if not words or not words <= held:
            continue
        seen.add(qa.question)
        out.append({"case_id": f"{conv.conv_id}-q{qa.index}", "conversation": conv.conv_id, "question": qa.question,
                    "expected": str(qa.answer), "evidence": list(qa.evidence), "category": qa.category})
    return out


def make_split(data: Iterable[str], conversations: Iterable[str], out_dir: str | Path, *, sessions: int = 6,
               max_questions: Optional[int] = None, seed: int = 0) -> dict:
    """Write ``split.json`` for these conversations (ids like ``conv-26`` or ``26``)."""
    data = [str(Path(p).resolve()) for p in data]
    wanted = [c if c.startswith("conv-") else f"conv-{c}" for c in conversations]
    convs = {c.conv_id: c for c in load_conversations(data)}
    missing = [c for c in wanted if c not in convs]
    if missing:
        raise ValueError(f"conversations not in the data: {', '.join(missing)} (have {', '.join(convs)})")
    questions = [q for c in wanted for q in qualifying(convs[c], sessions)]
    rng = random.Random(seed)
    if max_questions is not None and len(questions) > max_questions:
        questions = sorted(rng.sample(questions, max_questions), key=lambda q: questions.index(q))
    split = {"data": data, "conversations": wanted, "sessions": sessions, "seed": seed, "questions": questions}
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / SPLIT_FILE).write_text(json.dumps(split, indent=1), encoding="utf-8")
    return split


def load_split(path: str | Path, *, sessions: int = 6, max_questions: Optional[int] = None, seed: int = 0) -> dict:
    """A split folder, or a ``memtrace bench build`` folder (its manifest's data and conversations)."""
    folder = Path(path)
    if (folder / SPLIT_FILE).is_file():
        return json.loads((folder / SPLIT_FILE).read_text(encoding="utf-8"))
    manifest = folder / "manifest.json"
    if manifest.is_file():
        m = json.loads(manifest.read_text(encoding="utf-8"))
        convs = load_conversations(m["data"])[: m.get("conversations") or None]
        ids = [c.conv_id for c in convs]
        return make_split(m["data"], ids, folder / "optimize-split", sessions=sessions, max_questions=max_questions,
                          seed=seed)
    raise ValueError(f"{folder}: neither a split folder ({SPLIT_FILE}) nor a bench folder (manifest.json)")


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m memtrace_otel.optimize.split",
                                     description="write a LoCoMo split folder for memtrace optimize")
    parser.add_argument("--data", nargs="+", required=True, help="LoCoMo files or folders")
    parser.add_argument("--conversations", required=True, help="comma-separated ids, e.g. 26,30")
    parser.add_argument("--sessions", type=int, default=6, help="the first N sessions of each conversation")
    parser.add_argument("--max-questions", type=int, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args(argv)
    split = make_split(args.data, args.conversations.split(","), args.output, sessions=args.sessions,
                       max_questions=args.max_questions, seed=args.seed)
    print(f"{args.output}: {len(split['questions'])} questions from {', '.join(split['conversations'])} "
          f"(sessions 1-{split['sessions']}, seed {split['seed']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
