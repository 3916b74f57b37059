"""How well ``InformationNeed.carried_by`` recognises the turns that hold an answer, on real human labels.

For every LoCoMo question of categories 1-4 with evidence ids: does ``carried_by_all`` hold over the texts of its
evidence turns (each with its session's date)? That is recall, per category. The false-carrier rate is how often
``carried_by`` holds on other turns of the same conversation (20 per question, drawn with a fixed seed, none of them
an evidence turn). Nothing here is tuned per question: the figures measure the public API as our checks call it.

    python benchmarks/carries_locomo.py [--data ../shared/data/locomo10] [--others 20] [--sets 20] [--show-misses N]
                                        [--split calib|held|all]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import random
import sys
import time
from collections import defaultdict

from memtrace_otel.attribution.information import InformationNeed

CATEGORY = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}


def turns_of(conv: dict, captions: bool = False) -> dict[str, tuple[str, str]]:
    """Each turn as "Speaker: text" with its session's date; ``captions``: a shared photo's caption appended, as an
    app that stores what the user shared would hold it (" [shares a photo: ...]", LoCoMo's ``blip_caption``)."""
    out = {}
    for key, value in conv.items():
        if key.startswith("session_") and isinstance(value, list):
            date = conv.get(f"{key}_date_time")
            for turn in value:
                text = f"{turn['speaker']}: {turn['text']}"
                if captions and turn.get("blip_caption"):
                    text += f" [shares a photo: {turn['blip_caption']}]"
                out[turn["dia_id"]] = (text, date)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--data", default=os.path.join(here, "..", "..", "shared", "data", "locomo10"))
    parser.add_argument("--others", type=int, default=20)
    parser.add_argument("--sets", type=int, default=0,
                        help="also draw this many random sets of non-evidence turns, the size of each multi-evidence "
                             "question's set, and count how often carried_by_all holds on them")
    parser.add_argument("--captions", action="store_true",
                        help="append each shared photo's caption to its turn's text (the answer of many LoCoMo "
                             "questions is in the photo, not the words)")
    parser.add_argument("--show-misses", type=int, default=0)
    parser.add_argument("--show-false", type=int, default=0)
    parser.add_argument("--category", type=int, default=None)
    parser.add_argument("--split", choices=("all", "calib", "held"), default="all",
                        help="calib = conversations 26, 30, 41 (used to set thresholds); held = the others")
    args = parser.parse_args(argv)
    files = sorted(glob.glob(os.path.join(args.data, "*.json")))
    if args.split != "all":
        calib = {"26.json", "30.json", "41.json"}
        files = [f for f in files if (os.path.basename(f) in calib) == (args.split == "calib")]
    if not files:
        print(f"no LoCoMo files in {args.data}", file=sys.stderr)
        return 2
    rng = random.Random(0)
    hits, total = defaultdict(int), defaultdict(int)
    false_hits = false_total = 0
    set_rng, set_hits, set_total = random.Random(1), 0, 0  # its own draws: the single-turn figures do not move
    misses, falses = [], []
    started = time.perf_counter()
    for n, path in enumerate(files, 1):
        conv_doc = json.load(open(path))
        turns = turns_of(conv_doc["conversation"] if "conversation" in conv_doc else conv_doc, args.captions)
        ids = sorted(turns)
        for qa in conv_doc["qa"]:
            cat = qa.get("category")
            if cat not in CATEGORY or not qa.get("evidence") or "answer" not in qa:
                continue
            if args.category and cat != args.category:
                continue
            evidence = [e for e in qa["evidence"] if e in turns]
            if not evidence:
                continue
            need = InformationNeed(question=qa["question"], expected=str(qa["answer"]))
            texts = [turns[e][0] for e in evidence]
            stamps = [turns[e][1] for e in evidence]
            ok = need.carried_by_all(texts, timestamps=stamps)
            total[cat] += 1
            hits[cat] += ok
            if not ok:
                misses.append((cat, qa["question"], qa["answer"], list(zip(texts, stamps))))
            others = [i for i in ids if i not in set(qa["evidence"])]
            for i in rng.sample(others, min(args.others, len(others))):
                wrong = need.carried_by(turns[i][0], timestamp=turns[i][1])
                false_total += 1
                false_hits += wrong
                if wrong:
                    falses.append((qa["question"], qa["answer"], turns[i]))
            if len(evidence) >= 2:
                for _ in range(args.sets):
                    drawn = set_rng.sample(others, min(len(evidence), len(others)))
                    set_total += 1
                    set_hits += need.carried_by_all([turns[i][0] for i in drawn],
                                                    timestamps=[turns[i][1] for i in drawn])
        print(f"[{n}/{len(files)}] {os.path.basename(path)} {time.perf_counter() - started:.1f}s", file=sys.stderr)
    all_hits, all_total = sum(hits.values()), sum(total.values())
    print(f"carries test on {len(files)} LoCoMo conversations ({all_total} questions with evidence"
          + (", photo captions appended to their turns)" if args.captions else ", turns' words only)"))
    for cat in sorted(total):
        print(f"  category {cat} {CATEGORY[cat]:<12} recall {hits[cat] / total[cat]:.3f}  ({hits[cat]}/{total[cat]})")
    print(f"  overall               recall {all_hits / all_total:.3f}  ({all_hits}/{all_total})")
    print(f"  false-carrier rate    {false_hits / max(false_total, 1):.4f}  ({false_hits}/{false_total} other turns)")
    if set_total:
        print(f"  set false-carrier rate {set_hits / set_total:.4f}  ({set_hits}/{set_total} random sets of "
              "non-evidence turns, sized as multi-evidence questions' sets)")
    print(f"  {(time.perf_counter() - started) * 1000 / max(all_total, 1):.1f} ms per question")
    rng.shuffle(misses)
    for cat, q, a, ev in misses[: args.show_misses]:
        print(f"\nMISS c{cat} Q: {q}\n  A: {a}")
        for t, s in ev:
            print(f"   [{s}] {t}")
    for q, a, (t, s) in falses[: args.show_false]:
        print(f"\nFALSE Q: {q}\n  A: {a}\n   [{s}] {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
