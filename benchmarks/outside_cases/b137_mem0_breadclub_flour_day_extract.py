"""Batch 137 (held out). A community bakery's bread club notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Nadia runs the bread club at Crumbs, a community bakery in an old chapel (members' weekly loaves, the Saturday
collections, the flour orders from the mill), and types her notes into the bakery's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; she asks it things before she sorts the rota.

Planted fault (ExtractionError, omitted at extraction): Nadia's note of 3/4 has the flour order with Shipton Mill
(4 x 16kg strong white, 2 wholemeal, 1 rye, £148.60 on the club card), delivered Thurs 9 Apr, 8.30-5, someone has
to sign. Her note of Mon 6th says the mill rang - their lorry's not coming our way on the Thursday now, so it'll be
Weds 8th, same window - and, in the same note, that Bev's back from her hols so she's on Saturday collections again
with Tom, and that the big mixer's making its noise again (Pete's looking at it Tuesday). The extraction keeps the
collections and the mixer and drops the new delivery day. Question (Tue 7/4, Nadia): "what day's the flour coming?
need someone in to sign for it" -> expected Weds 8th April (the mill's lorry isn't coming on the Thursday). The
assistant says Thursday 9th April.

Expected verdict: ExtractionError at mem0.extract inside the Mon 6th add (fault() wraps that one add): the note
handed to mem0 moved the delivery to the Wednesday and no memory made from it says so, while the other two facts
from the same note were kept; the search and the answer then worked on what was stored. Asserted: the note has the
Weds 8th; no stored memory or context line mentions a Wednesday delivery or the lorry; the 3/4 order (Thurs 9 Apr)
and the collections and mixer lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b137_mem0_breadclub_flour_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crumbs-bread-club"
MILL = ("shipton mill rang, their lorry's not doing our way on thurs now so itll be weds 8th instead, same window "
        "8.30-5. Bev's back from her hols (Crete, v brown) so shes on sat collections again w Tom. big mixer's "
        "making That Noise again, Pete's going to look at it tues")
NOTES = [
    ("3/4", "flour order in w Shipton Mill - 4 x 16kg strong white, 2 x 16kg wholemeal, 1 rye. £148.60 on the club "
            "card. delivery thurs 9 Apr 8.30-5, someone has to be in to sign, they wont leave it",
     ["Flour order placed with Shipton Mill: 4 x 16kg strong white, 2 x 16kg wholemeal and 1 rye, £148.60 on the "
      "club card",
      "The Shipton Mill flour delivery is Thursday 9 April between 8.30 and 5, and someone has to be in to sign for "
      "it"]),
    ("Mon 6th", MILL,
     # the planted fault: the move to Weds 8th is dropped; the other two facts are kept
     ["Bev is back from holiday and is on Saturday collections again with Tom",
      "The big mixer is making a noise again; Pete will look at it on Tuesday"]),
    ("7.4.", "bread club numbers up to 38 this month!! 3 more on the waiting list. sourdough starter workshop sat "
             "25th, 12 places, £15, half gone already",
     ["The bread club has 38 members this month and 3 on the waiting list",
      "Sourdough starter workshop on Saturday 25 April: 12 places at £15, half already taken"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crumbs-bread-club"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MILL:
            assert "weds 8th instead" in note and "lorry" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the flour coming? need someone in to sign for it"
    hits = []
    for query in ("flour delivery day Shipton Mill", "who is in to sign for the delivery", "collections mixer"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 7 April 2037. You are talking to Nadia, who runs the bread club at Crumbs community "
               "bakery."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("Thursday 9 April between 8.30 and 5" in c for c in context), context
    assert any("Saturday collections" in c for c in context) and any("mixer" in c for c in context), context
    assert not any("Wednesday" in s or "weds" in s.lower() or "8 April" in s or "lorry" in s
                   for s in stored + context), stored
    reply = answer(question, context, mock="Thursday 9th April, any time between 8.30 and 5 - someone has to sign, "
                                           "they won't leave it.")
finish(question, expected="Weds 8th April (8.30-5) - the mill's lorry isn't coming our way on the Thursday now",
       actual=reply)
