"""Batch 14 (held out). Smallholding diary assistant: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: the smallholder types her evening diary into the assistant (hens, ponies, sheep, feed orders, several facts per
entry, her own shorthand); each entry goes to ``memory.add(messages, user_id="hollybank-farm",
metadata={"diary": <day>})`` and mem0's LLM extracts the facts. Later she asks the assistant, which searches the
farm's memories and answers with litellm.

Planted fault (ExtractionError, omitted): the diary entry of Tue 3 Mar 2026 reads "9 eggs off 11 hens - laying
again. Biscuit (Shetland) threw a front shoe in the paddock, farrier Jim Pryce booked Thu 12/3 @ 2.15pm, GBP 35
cash, have him tied up in the yard. Hay: 20 small bales ordered from Hollins, del. Sat." mem0's extraction of that
add keeps the eggs, the lost shoe, the farrier's name and fee, and the hay, and drops the appointment (Thu 12/3,
2.15pm). Question (Mon 9 Mar): "When's the farrier coming for Biscuit?" -> expected "Thursday 12 March at 2:15 pm".
The assistant says it knows who the farrier is and what he charges but has no date or time.

Expected verdict: ExtractionError at mem0.extract inside the 3 Mar add (fault() wraps that add). Asserted: the entry
holds "Thu 12/3 @ 2.15pm"; no stored memory and nothing in the context holds the day or the time. Another reading:
none that we see -- the search returns every memory of the farm, nothing else touches the records.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b14_mem0_smallholding_farrier_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

FARM = "hollybank-farm"
DIARY = [
    ("turn-1 diary 28 Feb", "2026-02-28",
     "Sat 28/2 - wormed all 6 Jacobs (Zolvix, 2.5ml/10kg), Bramble still a bit lame. Feed merchant closed Mon "
     "2nd so got 3 bags layers pellets today, GBP 11.20 ea."),
    ("turn-2 diary 3 Mar", "2026-03-03",
     "Tue 3 Mar: 9 eggs off 11 hens - laying again. Biscuit (Shetland) threw a front shoe in the paddock, farrier "
     "Jim Pryce booked Thu 12/3 @ 2.15pm, GBP 35 cash, have him tied up in the yard. Hay: 20 small bales ordered "
     "from Hollins, del. Sat."),
    ("turn-3 diary 6 Mar", "2026-03-06",
     "6.3.26 fox took one of the Pekin bantams in daylight :( electric netting back on, battery swapped. Egg "
     "honesty box GBP 14.50 this week."),
]
EXTRACTED = {
    "wormed all 6 Jacobs": ["The 6 Jacob sheep were wormed with Zolvix at 2.5 ml per 10 kg on 28 February",
                            "Bramble the Jacob ewe is still slightly lame",
                            "Layers pellets cost GBP 11.20 a bag; 3 bags bought on 28 February"],
    # the planted fault: the appointment (Thu 12/3 at 2.15pm) is not extracted
    "threw a front shoe": ["The hens are laying again: 9 eggs from 11 hens on 3 March",
                           "Biscuit the Shetland pony lost a front shoe in the paddock",
                           "Jim Pryce is the farrier; he charges GBP 35 cash and Biscuit should be tied up in the "
                           "yard for him",
                           "20 small bales of hay were ordered from Hollins, to be delivered on Saturday"],
    "fox took one": ["A fox took one of the Pekin bantams in daylight on 6 March",
                     "The electric netting is back on with a new battery",
                     "The egg honesty box took GBP 14.50 in the week to 6 March"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollybank"))
    for name, day, entry in DIARY:
        with turn_span(name):
            msgs = [{"role": "user", "content": f"[diary {day}] {entry}"}]
            if "threw a front shoe" in entry:
                assert "Thu 12/3 @ 2.15pm" in entry
                with fault():
                    memory.add(msgs, user_id=FARM, metadata={"diary": day})
            else:
                memory.add(msgs, user_id=FARM, metadata={"diary": day})
    question = "When's the farrier coming for Biscuit?"
    with turn_span("turn-4 question Mon 9 Mar"):
        hits = memory.search(question, top_k=20, filters={"user_id": FARM})["results"]
        context = [h["memory"] for h in hits]
        assert any("Jim Pryce" in c for c in context), context
        reply = answer(question, context, mock="Your farrier is Jim Pryce (GBP 35 cash, tie Biscuit up in the yard), "
                                               "but I don't have a date or time for his visit in your diary.")
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": FARM})["results"]]  # a check, own trace
    assert not any(x in s for s in stored + context for x in ("12/3", "12 March", "2.15", "2:15", "Thursday")), stored
finish(question, expected="Thursday 12 March at 2:15 pm", actual=reply)
