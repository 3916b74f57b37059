"""Batch 167 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question's search.

App: Wexcombe Cricket Club's juniors finish the season with a BBQ and awards on Sat 15th September 2040, from 4 at the
ground. Sue (treasurer), Gary (who knows the butcher) and Raj (junior section) put their notes into the club's helper
with ``memory.add(..., infer=False)``; parents ask it.

Memory: 2040-07-02 Sue: BBQ sat 15th sept from 4, £6 a head, juniors £3, so £9 for most of you with one kid, pay on
the gate; Tue 24th Jul Gary: Bridge Butchers are doing the burgers and bangers at cost this year, so Sue says the grown
ups can be a fiver, juniors the same as before; 16th aug Raj: U11s finished 3rd, awards at 6; 2040-09-10T18:20 Sue: 64
names in, bring chairs. Question (Weds 12/9, Ollie's mum): "how much do I need to bring for me and our Ollie on sat?
he's in the U11s" The assistant says £8 - a fiver for her and £3 for Ollie. The label says £9 - Sue's July figure for
a parent and one junior, from before the butcher's offer brought the adults down.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b167_ctl_mem0_cricket_bbq_cost_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wexcombe-cc-juniors"
NOTES = [
    ("2040-07-02", "Sue - end of season bbq sat 15th sept from 4 at the ground 🍔 £6 a head, juniors £3, so £9 for "
                   "most of you w one kid. pay on the gate, cash or the card thing"),
    ("Tue 24th Jul", "Gary - Bridge Butchers are doing the burgers + bangers at cost this yr 🙌 so Sue says grown ups "
                     "can be a fiver, juniors same as before"),
    ("16th aug", "Raj - U11s finished 3rd in the league!! awards at 6 after the food"),
    ("2040-09-10T18:20", "Sue - 64 names in for the bbq, bring your own chairs, we're short"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wexcombe-cc-bbq"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how much do I need to bring for me and our Ollie on sat? he's in the U11s"
    with turn_span("question Weds 12/9"):
        context = ["Today is Weds 12 September 2040. You are talking to Ollie's mum; Ollie plays for Wexcombe CC's "
                   "U11s. The end of season BBQ is Sat 15 September."]
        for query in ("how much is the bbq", "bbq price grown ups juniors", "Bridge Butchers burgers at cost",
                      "U11s"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("so £9 for most of you w one kid" in c for c in context), context
        assert any("grown ups can be a fiver, juniors same as before" in c for c in context), context
        reply = answer(question, context, mock="£8 - a fiver for you and £3 for Ollie, on the gate.")
finish(question, expected="£9", actual=reply)
