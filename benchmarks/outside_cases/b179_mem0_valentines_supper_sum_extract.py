"""Batch 179 (held out). A village hall's Valentine's dance: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Hinstock village hall's Valentine's dance is Sat 14th Feb 2043 - the Rhythm Aces, a bar run by the Bull, a
supper and a raffle. Carol, the hall committee's secretary, types her notes into the committee's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Sheila (who sells the tickets in the shop) asks it
things.

Planted fault (ExtractionError, a fact garbled at extraction): Carol's first note (2043-01-08T21:15) has tickets at
£12 including supper (Brenda's pie and peas). Her note of Thu 22/1 says Brenda has had to pull out (her knee op's come
through), the Golden Fry are doing fish and chips instead but want £7 a head, so the supper can't stay in the ticket:
tickets £9 now, supper £7 extra, ordered and paid with the ticket; Ann's doing the posters again. The extraction folds
the supper back into the ticket ("Tickets are now £9 including a fish and chip supper from the Golden Fry") and keeps
the Brenda and posters lines. Question (Weds 11/2, Sheila): "how much for me + Jim with the supper? want to pay when I
pick the tickets up" -> expected £32 (2 x £9 ticket + 2 x £7 supper). The assistant says £18 - two £9 tickets with
the supper in.

Expected verdict: ExtractionError at mem0.extract inside the Thu 22/1 add (fault() wraps that one add): the note
handed to mem0 says the supper is £7 extra on a £9 ticket, and what was made from it says the supper is included, so
the store never held the price that decides the sum; the search and the answer then worked faithfully on what was
stored. Asserted: the note has "tickets £9 now" and "supper £7 extra"; no stored memory or context line mentions £7,
"extra" or "a head"; the garbled "£9 including a fish and chip supper" line, the first note's £12 line and the
posters line from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b179_mem0_valentines_supper_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hinstock-hall-carol"
SUPPER = ("Brenda's had to pull out of the supper 😢 her knee op's come thru. Golden Fry doing fish + chips instead "
          "but they want £7 a head so we can't keep it in the ticket - tickets £9 now, supper £7 extra, order + pay "
          "w the ticket so they know numbers. Ann's doing the posters again")
NOTES = [
    ("2043-01-08T21:15", "valentines dance sat 14th feb 💃 Rhythm Aces booked, tickets £12 inc supper (Brenda's pie + "
                         "peas), the Bull running the bar, raffle - prizes to me pls",
     ["Valentine's dance is Sat 14 Feb at the village hall",
      "The Rhythm Aces are booked",
      "Tickets are £12 including supper (Brenda's pie and peas)",
      "The Bull is running the bar; raffle prizes go to Carol"]),
    ("Thu 22/1", SUPPER,
     # the planted fault: the supper is folded back into the ticket - the £7 extra never makes it into memory
     ["Brenda has pulled out of doing the supper (knee operation)",
      "Tickets are now £9 including a fish and chip supper from the Golden Fry",
      "Ann is doing the posters again"]),
    ("Tue 3rd Feb", "doors half 7, band on 8ish, hall decs sat afternoon from 2 - red + white balloons, Pete's "
                    "bringing the fairy lights. 64 sold so far!",
     ["Doors 7.30pm, band on about 8",
      "Decorating the hall Sat afternoon from 2pm; Pete is bringing fairy lights",
      "64 tickets sold so far"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hinstock-valentines-2043"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SUPPER:
            assert "tickets £9 now" in note and "supper £7 extra" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much for me + Jim with the supper? want to pay when I pick the tickets up"
    hits = []
    for query in ("ticket price", "supper cost", "valentines dance tickets and supper", "fish and chips"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 11 Feb 2043. You are talking to Sheila, who sells the tickets for Hinstock village "
               "hall's Valentine's dance (Sat 14 Feb)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("£7", "extra", "a head")), stored
    assert any("£9 including a fish and chip supper" in c for c in context), context
    assert any("£12 including supper" in c for c in context), context
    assert any("Ann is doing the posters" in c for c in context), context
    reply = answer(question, context, mock="£18 for the two of you - tickets are £9 each now and that includes the "
                                           "fish and chip supper.")
finish(question, expected="£32 - 2 x £9 tickets + 2 x £7 for the supper", actual=reply)
