"""Batch 161 (held out). A toy library's big-item loans: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Little Acorns Toy Library opens Saturday mornings, 9.30-12, in the Methodist hall on Chapel St (small toys free
on 2-week loans, big items - the bouncy castle, the ball pit, the wooden garage, the sand + water table - £5 a week).
Jo, the coordinator, types her notes into the library's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})`` and members ask it what they can borrow.

Planted fault (ExtractionError, dropped at extraction): Jo's note of 2037-04-25T11:40 says the bouncy castle's back
from the Khans (smells a bit of juice, Pam's giving it a wipe + an airing) - and that it's out again to the Reillys
for the twins' party, picking up Fri 15th, back Mon 18th, £5 paid - and, in passing, that the garage is missing 2
cars again. What the scripted model extracts from it keeps the castle being back and cleaned and the garage's cars,
and drops the Reillys' booking. Question (Tue 12/5, Kerry): "is the bouncy castle free sat 16th? its my lad's 5th,
would need it fri night" -> expected no - it's booked out to the Reillys, Fri 15th to Mon 18th. The assistant says
yes, it's back from the Khans and Pam's cleaned it.

Expected verdict: ExtractionError at mem0.extract inside the 25/4 add (fault() wraps that one add): the note handed
to mem0 has the castle booked out over the 16th and nothing made from it says so, so the store was never told; the
search and the answer then worked faithfully on what was stored. Asserted: the note has the Reillys' booking; no
stored memory and no context line mentions the Reillys or the 15th-18th; the castle-back and garage lines from the
same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b161_mem0_toylibrary_castle_yesno_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "little-acorns-toy-library-jo"
BACK = ("castle back from the Khans - smells a bit of juice lol, Pam's giving it a wipe + an airing. it's out again "
        "to the Reillys for the twins' party, picking up fri 15th back mon 18th, £5 paid. garage is missing 2 cars "
        "AGAIN, if anyone sees a red fire engine...")
NOTES = [
    ("Weds 8 Apr", "TOY LIBRARY big stuff - bouncy castle, ball pit, wooden garage, sand + water table. big items £5 a "
                   "wk, small toys free, 2 wk loans. castle's out w the Khans till the 24th",
     ["Big items at the toy library are the bouncy castle, the ball pit, the wooden garage and the sand and water "
      "table",
      "Big items cost £5 a week; small toys are free on 2-week loans",
      "The bouncy castle is out with the Khans until 24th April"]),
    ("2037-04-25T11:40", BACK,
     # the planted fault: the Reillys' booking of the castle (Fri 15th - Mon 18th May) is left out
     ["The bouncy castle is back from the Khans",
      "Pam is giving the bouncy castle a wipe and an airing",
      "The wooden garage is missing 2 cars, including a red fire engine"]),
    ("Tue 5/5", "may rota: Pam + Dee on sat mornings, Lucy's doing cleaning. new laminator's come so I'll redo the "
                "membership cards. ball pit balls need a bath 🙄",
     ["Pam and Dee are on Saturday mornings in May, Lucy is doing the cleaning",
      "A new laminator has arrived; Jo will redo the membership cards",
      "The ball pit balls need washing"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="little-acorns-toys"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == BACK:
            assert "to the Reillys for the twins' party, picking up fri 15th back mon 18th" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "is the bouncy castle free sat 16th? its my lad's 5th, would need it fri night"
    hits = []
    for query in ("bouncy castle booked out", "who has the bouncy castle in May", "bouncy castle party hire",
                  "big items loans"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 12 May 2037. You are talking to Kerry, a member of Little Acorns Toy Library, who wants "
               "the bouncy castle for Sat 16 May."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("Reilly" in s or "15th" in s or "18th" in s for s in stored + context), stored
    assert any("back from the Khans" in c for c in context), context
    assert any("missing 2 cars" in c for c in context), context
    reply = answer(question, context, mock="Yes - it's back from the Khans and Pam's given it a clean, so you can "
                                           "have it for the weekend. It's £5 for the week.")
finish(question, expected="no - it's booked out to the Reillys for the twins' party, Fri 15th to Mon 18th",
       actual=reply)
