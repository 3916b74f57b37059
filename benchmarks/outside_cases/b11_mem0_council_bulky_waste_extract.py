"""Batch 11 (held out). Borough council bulky-waste desk: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: the council's resident assistant sends every confirmation the waste desk gives a resident to
``memory.add(messages, user_id=<council tax account>, metadata={"said_at": <day of the message>})`` and mem0's LLM
extracts the facts. When the resident asks later, the assistant searches the account's memories and answers with
litellm.

Planted fault (ExtractionError, dropped): on Monday 7 September 2026 the waste desk's confirmation says "Bulky waste
collection booked for the three-seater sofa and the fridge-freezer: Thursday next week, items out at the kerb by 7 am.
Fee GBP 38 paid, reference BW-55210." mem0's extraction of that add keeps the items, the fee and the reference but
drops the collection day and the 7 am cut-off. Question (Friday 11 September): "What day do I need to have the sofa
out, and by when?" -> expected "Thursday 17 September, at the kerb by 7 am" ("Thursday next week" said on Monday
7 September). The assistant says it has the booking reference and the fee but no collection date.

Expected verdict: ExtractionError at mem0.extract inside the 7 September add (fault() wraps that add). Asserted: the
message holds "Thursday next week"; no stored memory and no retrieved context holds a collection day or "7 am".
Another reading: none that we see -- the message reached mem0 whole, nothing was updated or deleted afterwards, and
the search returns every memory the account has.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b11_mem0_council_bulky_waste_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

ACCOUNT = "ctax-40118273-adeyemi"
NOTES = [
    ("turn-1 garden waste renewal", "2026-08-24",
     "Waste desk, 24 Aug 2026: garden waste subscription for 31 Fernhill Road renewed until 31 March 2027, "
     "green bin collected every other Tuesday. Payment GBP 52 received."),
    ("turn-2 bulky waste booking", "2026-09-07",
     "Waste desk, Mon 7 Sep 2026: Bulky waste collection booked for the three-seater sofa and the fridge-freezer: "
     "Thursday next week, items out at the kerb by 7 am. Fee GBP 38 paid, reference BW-55210."),
    ("turn-3 missed recycling report", "2026-09-09",
     "Waste desk, 9 Sep 2026: missed blue-bin recycling at 31 Fernhill Road logged (report MR-9921); crew will "
     "return within 2 working days."),
]
EXTRACTED = {
    "garden waste subscription": ["The garden waste subscription for 31 Fernhill Road runs until 31 March 2027",
                                  "The green bin at 31 Fernhill Road is collected every other Tuesday",
                                  "GBP 52 was paid for the garden waste subscription"],
    # the planted fault: the collection day ("Thursday next week") and the 7 am cut-off are not extracted
    "Bulky waste collection booked": ["A bulky waste collection is booked for a three-seater sofa and a "
                                      "fridge-freezer, reference BW-55210",
                                      "A GBP 38 fee was paid for the bulky waste collection"],
    "missed blue-bin": ["A missed blue-bin recycling collection at 31 Fernhill Road was reported as MR-9921",
                        "The recycling crew will return within 2 working days of 9 September 2026"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:  # the prompt also shows earlier messages: the note being extracted is the last one in it
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="waste"))
    for name, day, note in NOTES:
        with turn_span(name):
            msgs = [{"role": "user", "content": note}]
            if "Bulky waste" in note:
                assert "Thursday next week" in note and "by 7 am" in note
                with fault():
                    memory.add(msgs, user_id=ACCOUNT, metadata={"said_at": day})
            else:
                memory.add(msgs, user_id=ACCOUNT, metadata={"said_at": day})
    question = "What day do I need to have the sofa out, and by when?"
    with turn_span("turn-4 resident question Fri 11 September"):
        hits = memory.search(question, top_k=10, filters={"user_id": ACCOUNT})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": ACCOUNT})["results"]]
        assert any("BW-55210" in s for s in stored) and any("BW-55210" in c for c in context), (stored, context)
        assert not any("thursday" in s.lower() or "7 am" in s or "17 sep" in s.lower() for s in stored + context)
        reply = answer(question, context, mock="Your bulky waste booking BW-55210 for the sofa and fridge-freezer is "
                                               "paid (GBP 38), but I don't have a collection date on file - please "
                                               "check with the waste desk.")
finish(question, expected="Thursday 17 September, at the kerb by 7 am", actual=reply)
