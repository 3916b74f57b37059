"""Batch 197 (held out). A bell-ringing tower's annual outing: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: the ringers at St Mary's, Cleobury Mortimer have their outing on Sat 16th May 2043 - a Whittles coach to three
towers in the Clun valley (Clun, Lydbury North, Bishop's Castle), lunch at the Castle Hotel, home about 6.30. Geoff
(the tower captain) types his notes into the band's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the ringers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the note of 14/3 has the coach leaving the lychgate at
8.30 sharp (Whittles say allow 1hr 40 to Clun on the back roads), ringing at Clun 10.30-11.15. Geoff's note of Weds 8
Apr says the Clun tower captain rang - they've a wedding at 12 and the flower ladies want the church from 11, so
they'd like us there for 10 and rung out by 11; so the coach goes at 8 now, not half 8; and in the same note
Lydbury North have a new rope on the 4th, mind the tail end. The extraction keeps only the rope line: the earlier
start is never stored, so the 8.30 stays the only departure time stored. Question (Thu 14/5, Pauline, who learnt to
ring last winter): "what time's the coach going sat? need to sort the dog out" -> expected 8 o'clock from the
lychgate (Clun want us in for 10 - wedding). The assistant says 8.30.

Expected verdict: ExtractionError at mem0.extract inside the 8 Apr add (fault() wraps that one add): the note given to
mem0 moves the coach to 8, and what was made from it leaves that out, so the store never held the fact the answer
needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says the coach goes
at 8; no stored memory or context line has the wedding, the flower ladies, 'for 10', 'goes at 8' or 'half 8'; the
8.30 sharp line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b197_mem0_bellringers_coach_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-marys-cleobury-ringers-geoff"
EARLIER = ("Clun's tower capt rang - they've a wedding at 12 + the flower ladies want the church from 11, so can we "
           "be there for 10 + rung out by 11?? said yes so COACH GOES AT 8 now not half 8, pls tell everyone. oh "
           "+ Lydbury N have put a new rope on the 4th, mind the tail end its long")
NOTES = [
    ("2043-03-02T20:15", "OUTING 🔔 sat 16th may - Clun, Lydbury North, then Bishops Castle 3-4pm. lunch the Castle "
                         "Hotel. Whittles 29 seater booked, £420, home approx 6.30",
     ["The band's outing is on Sat 16 May: Clun, Lydbury North, then Bishop's Castle 3-4pm",
      "Lunch is at the Castle Hotel",
      "A 29-seater Whittles coach is booked for £420, back home about 6.30"]),
    ("14/3", "coach leaves the lychgate 8.30 sharp!! Whittles say allow 1hr 40 to Clun on the back roads. Clun "
             "10.30-11.15, Lydbury 12-12.45. 24 names on the list so far",
     ["The coach leaves the lychgate at 8.30 sharp on the outing day",
      "Whittles say to allow 1hr 40 to Clun on the back roads",
      "Ringing at Clun 10.30-11.15, Lydbury North 12-12.45",
      "24 names on the outing list so far"]),
    ("22.3.", "lunch - Castle Hotel set menu £16.50, choices to Margaret by 1st may (she's collecting the money too). "
              "veggie option is a mushroom stroganoff",
     ["Lunch is the Castle Hotel set menu at £16.50; choices and money to Margaret by 1 May",
      "The vegetarian option is a mushroom stroganoff"]),
    ("Weds 8 Apr", EARLIER,
     # the planted fault: the coach going at 8 (Clun want us there for 10) is dropped
     ["Lydbury North have put a new rope on the 4th bell; the tail end is long"]),
    ("2043-05-11T19:00", "final numbers 26 + 2 learners from Kinlet. bring a packed tea for the way home, Whittles "
                         "driver is Trevor again 👍",
     ["Final numbers for the outing are 26 plus 2 learners from Kinlet",
      "Bring a packed tea for the way home",
      "The Whittles driver is Trevor again"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cleobury-outing-43"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == EARLIER:
            assert "COACH GOES AT 8 now not half 8" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the coach going sat? need to sort the dog out"
    hits = []
    for query in ("what time does the coach leave", "coach lychgate saturday", "outing start time"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 14 May 2043. You are talking to Pauline, who learnt to ring at St Mary's, Cleobury "
               "Mortimer last winter; the band's outing is Sat 16 May."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("wedding", "flower ladies", "for 10", "goes at 8", "half 8")), stored
    assert any("leaves the lychgate at 8.30 sharp" in c for c in context), context
    reply = answer(question, context, mock="8.30 sharp from the lychgate on Saturday - it's about 1hr 40 to Clun, "
                                           "so don't be late.")
finish(question, expected="8 o'clock from the lychgate - Clun want us there for 10 as they've a wedding at 12",
       actual=reply)
