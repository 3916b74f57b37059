"""Batch 172 (held out). A walking group's coast path weekend notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: the Lickey Ramblers are doing a stretch of the South West Coast Path on the Lizard, Fri 18th - Sun 20th May 2040:
Friday night at the Old Vicarage in Mullion, Saturday Mullion to Cadgwith round Lizard Point with Saturday night at
Gull Rock B&B in Cadgwith, Sunday on to Coverack and Gerry's minibus back to the cars. A luggage firm moves the bags
from one B&B to the other on the Saturday. Pauline, the organiser, types her notes into the group's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; walkers ask it about the weekend.

Planted fault (ExtractionError, a fact dropped at extraction): Pauline's first note (2040-03-27T20:15) says the
luggage transfer is booked with Lizard Luggage, Saturday pick-up time tbc - "they said prob 10ish". Her note of Weds 11
Apr says Lizard Luggage have confirmed: bags in the Old Vicarage porch by 8.15 on the Saturday, labelled with your
name and "Gull Rock", the van's there half 8 because they've a Porthleven run after; max 15kg a bag; and the Old Vic
does packed lunches at £7 (tell her by the 10th). The extraction keeps the 15kg and packed-lunch lines and drops the
confirmed time. Question (Tue 15/5, Keith): "what time do the bags have to be out on sat? I'm a slow packer lol" ->
expected by 8.15 in the Old Vicarage porch (the van comes at half 8). The assistant says about 10.

Expected verdict: ExtractionError at mem0.extract inside the Weds 11 Apr add (fault() wraps that one add): the note
handed to mem0 has the 8.15 / half 8 pick-up, and nothing made from it says so, so the store never held the time that
decides the answer; the search and the answer then worked faithfully on what was stored (the "prob 10ish" line).
Asserted: the note has the 8.15 and half 8; no stored memory or context line mentions 8.15, half 8, 8.30 or the
porch; the 15kg and packed-lunch lines from the same note, and the first note's "about 10" line, are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b172_mem0_coast_path_bags_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lickey-ramblers-pauline"
CONFIRMED = ("Lizard Luggage confirmed 👍 bags in the Old Vic porch by 8.15 sat, labelled w your name + 'Gull Rock', "
             "van's there half 8 as they've got a Porthleven run after. max 15kg a bag!! also Old Vic do packed "
             "lunches £7, tell me by the 10th if u want one")
NOTES = [
    ("2040-03-27T20:15", "coast path wknd is ON 🥾 fri 18th-sun 20th may, 9 of us. fri night Old Vicarage in Mullion, "
                         "sat night Gull Rock B&B Cadgwith. sat Mullion -> Cadgwith round Lizard Point, 11 mi, sun "
                         "Cadgwith -> Coverack 7ish then Gerry's minibus back to the cars. luggage transfer booked w "
                         "Lizard Luggage, sat pick up time tbc, they said prob 10ish",
     ["Coast path weekend is Fri 18 - Sun 20 May, 9 walkers",
      "Friday night at the Old Vicarage, Mullion; Saturday night at Gull Rock B&B, Cadgwith",
      "Saturday walk: Mullion to Cadgwith round Lizard Point, 11 miles; Sunday: Cadgwith to Coverack, about 7 miles, "
      "then Gerry's minibus back to the cars",
      "Luggage transfer booked with Lizard Luggage; Saturday pick-up time to be confirmed, probably about 10am"]),
    ("Weds 11 Apr", CONFIRMED,
     # the planted fault: the confirmed 8.15 / half 8 pick-up is dropped, the rest of the note kept
     ["Luggage is limited to 15kg per bag",
      "The Old Vicarage does packed lunches for £7; tell Pauline by 10 May to order one"]),
    ("28.4.", "Gerry's minibus only seats 8 + him so Jan's taking 1 in her car sun. forecast looking ok fingers "
              "crossed. bring cash for the Cadgwith pub, their card machine's iffy",
     ["Gerry's minibus seats 8 passengers, so Jan will take one walker in her car on Sunday",
      "Bring cash for the pub in Cadgwith; its card machine is unreliable"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lickey-coast-path-2040"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == CONFIRMED:
            assert "porch by 8.15 sat" in note and "van's there half 8" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do the bags have to be out on sat? I'm a slow packer lol"
    hits = []
    for query in ("luggage transfer pick up time Saturday", "bags out Saturday morning", "Lizard Luggage",
                  "Saturday morning plan coast path"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 15 May 2040. You are talking to Keith, one of the Lickey Ramblers on the coast path "
               "weekend (Fri 18 - Sun 20 May)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("8.15", "half 8", "8.30", "porch")), stored
    assert any("probably about 10am" in c for c in context), context
    assert any("15kg per bag" in c for c in context), context
    assert any("packed lunches for £7" in c for c in context), context
    reply = answer(question, context, mock="About 10 on Saturday morning - Lizard Luggage pick them up from the Old "
                                           "Vicarage, so you've a bit of time after breakfast.")
finish(question, expected="by 8.15 in the Old Vicarage porch - the van comes at half 8", actual=reply)
