"""Split the public ``locomo10.json`` into one file per conversation, in the layout of ``../shared/data/locomo10/``.

The shared folder holds 7 of LoCoMo's 10 conversations (26, 30, 41, 42, 43, 44, 47); the engine and the carries test
were developed on those. Conversations 48, 49 and 50 were never looked at while developing, so they are a held-out
check of every figure measured on LoCoMo (``carries_locomo.py``, ``memtrace bench build``). The data is not in this
repository; take ``data/locomo10.json`` from the LoCoMo repository (github.com/snap-research/LoCoMo) and run

    python benchmarks/locomo_split.py locomo10.json -o /tmp/locomo-heldout --skip ../shared/data/locomo10
    python benchmarks/carries_locomo.py --data /tmp/locomo-heldout --sets 20
    memtrace bench build --data /tmp/locomo-heldout -o /tmp/bench-heldout --cases-per-system 35 --seed 0
    memtrace bench run /tmp/bench-heldout --engine lineage

Each output file is one conversation flattened the way the shared files are: the ``conversation`` keys (speakers,
``session_N`` and ``session_N_date_time``), then ``qa``, the event summaries, observations and session summaries.
"""

from __future__ import annotations

import argparse
import json
import os
import sys


def flatten(sample: dict) -> dict:
    """One LoCoMo sample in the shared files' layout."""
    try:
        out = dict(sample["conversation"])
        out["qa"] = sample["qa"]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a LoCoMo sample (needs 'conversation' and 'qa'): missing {exc}") from None
    for key in ("event_summary", "observation", "session_summary"):
        out.update(sample.get(key) or {})
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("locomo", help="path to LoCoMo's data/locomo10.json")
    parser.add_argument("-o", "--output", required=True, help="folder to write NN.json files into")
    parser.add_argument("--skip", default=None,
                        help="a folder of conversations to leave out (e.g. ../shared/data/locomo10): files named "
                             "like it are not written")
    args = parser.parse_args(argv)
    try:
        with open(args.locomo, encoding="utf-8") as fh:
            samples = json.load(fh)
    except (OSError, ValueError) as exc:
        print(f"cannot read {args.locomo}: {exc}", file=sys.stderr)
        return 2
    if not isinstance(samples, list):
        print(f"{args.locomo}: expected a JSON list of LoCoMo samples, got {type(samples).__name__}", file=sys.stderr)
        return 2
    skip = set(os.listdir(args.skip)) if args.skip else set()
    os.makedirs(args.output, exist_ok=True)
    written = []
    for index, sample in enumerate(samples):
        name = str(sample.get("sample_id", f"conv-{index}")).rsplit("-", 1)[-1] + ".json"
        if name in skip:
            continue
        try:
            flat = flatten(sample)
        except ValueError as exc:
            print(f"{args.locomo}: sample {index}: {exc}", file=sys.stderr)
            return 2
        with open(os.path.join(args.output, name), "w", encoding="utf-8") as fh:
            json.dump(flat, fh)
        written.append(name)
    print(f"wrote {len(written)} conversations to {args.output}: {', '.join(written) or 'none'}"
          f"{f' (skipped {len(skip)} named in {args.skip})' if skip else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
