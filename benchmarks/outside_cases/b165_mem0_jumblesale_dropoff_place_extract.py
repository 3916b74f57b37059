"""Batch 165 (held out). A village hall jumble sale organiser's notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Kirkby Mallard village hall's spring jumble sale is on Sat 19th March 2039, 2-4 (clothes, bric a brac, books,
the Brownies' tombola, teas; 50p in, kids free), for the hall roof fund. Pam organises it; she types her notes into
the hall's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and villagers ask it where and
when to bring their donations.

Planted fault (ExtractionError, a fact dropped at extraction): the first note (2039-03-02T19:05) has donations to
the hall's side door on Fri 18th, 5-7, no electricals or cuddly toys. Pam's note of 14/3 says the hall's having the
new floor laid and it won't be dry till Saturday morning, so NO donations in the hall on Friday - take them to the
scout hut on Church Lane instead, same time, Gordon has the key; and, in passing, that Margaret's doing the teas
again and someone's needed on the door with the float. The extraction keeps the new floor, Margaret's teas and the
door, and drops the scout hut. Question (Thu 17/3, Linda): "where do I take my bags on friday? got 4 of clothes and
a box of books" -> expected the scout hut on Church Lane, 5-7 (Gordon has the key) - the hall floor's being laid.
The assistant says the side door of the village hall.

Expected verdict: ExtractionError at mem0.extract inside the 14/3 add (fault() wraps that one add): the note handed
to mem0 moves the drop off to the scout hut and nothing made from it says so, so the store never held the place
that decides the answer; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the scout hut; no stored memory or context line mentions the scout hut, Church Lane or Gordon; the new floor line
from the same note and the first note's side door drop off are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b165_mem0_jumblesale_dropoff_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kirkby-mallard-jumble-pam"
MOVED = ("hall's having the new floor laid this wk, Trevor says it wont be dry til sat am so NO donations in the hall "
         "fri!! take them to the scout hut on Church Lane instead, same time 5-7, Gordon's got the key. Margaret's "
         "doing teas again bless her + still need some1 on the door w the float")
NOTES = [
    ("2039-03-02T19:05", "jumble sale sat 19th march 2-4 at the village hall, for the roof fund. donations to the "
                         "side door fri 18th 5-7, NO electricals, no cuddly toys (fire regs). 50p in, kids free",
     ["The village hall jumble sale is on Saturday 19 March, 2-4pm, for the roof fund",
      "Donations are taken at the side door of the village hall on Friday 18 March, 5-7pm",
      "No electricals or cuddly toys can be accepted; entry is 50p and children are free"]),
    ("14/3", MOVED,
     # the planted fault: the scout hut drop off is dropped from what is stored
     ["The village hall is having a new floor laid this week",
      "Margaret is doing the teas at the jumble sale",
      "Someone is still needed on the door with the float"]),
    ("Weds 16th", "rang round - 14 tables booked, Brownies doing the tombola again. Pete's van can collect from "
                  "anyone who cant carry, ring him after 6",
     ["14 tables are booked for the jumble sale and the Brownies are doing the tombola",
      "Pete's van can collect donations from people who cannot carry them; ring him after 6pm"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kirkby-mallard-jumble"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "scout hut on Church Lane" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do I take my bags on friday? got 4 of clothes and a box of books"
    hits = []
    for query in ("where to take donations friday", "donations drop off jumble sale", "village hall floor",
                  "collect donations van"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 17 March 2039. You are talking to Linda, who has donations for the Kirkby Mallard village "
               "hall jumble sale (Sat 19 March)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("scout hut" in s.lower() or "Church Lane" in s or "Gordon" in s for s in stored + context), stored
    assert any("new floor laid" in c for c in context), context
    assert any("side door of the village hall" in c for c in context), context
    reply = answer(question, context, mock="Bring them to the side door of the village hall on Friday between 5 and "
                                           "7 - clothes and books are both fine.")
finish(question, expected="the scout hut on Church Lane, 5-7 (Gordon has the key) - the hall floor's being laid",
       actual=reply)
