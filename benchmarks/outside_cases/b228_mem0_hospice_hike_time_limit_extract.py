"""Batch 228 (held out). A walking group's charity hike: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Calder Valley Walkers do a sponsored hike for the Overgate hospice on Sat 15th May 2049 - the first half of the
Calderdale Way, about 26 miles, 7am from Todmorden, checkpoints at Heptonstall, Luddenden and Norland, the finish at
Halifax Minster, sponsor money to the hospice. Bev (the organiser) types her notes into the group's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; walkers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Bev's note of 2049-03-02T20:10 has 12 hrs to get
round. Her note of Weds 7 Apr says the hospice's insurance wants everyone off the tops before it's dark-ish and the
marshals can only do till 5, so it's 10 hrs now - 7 till 5, with a sweeper from Norland from half 2; and, in
passing, that the minibus back from Halifax is booked (Dave's mate) and Karen's doing jelly babies at Luddenden.
The extraction keeps the minibus and the jelly babies and drops the shorter limit: the 12 hours stay the only time
limit stored. Question (Thu 13/5, Lisa, a slow walker): "how long have we got to get round sat? I'm a slow walker
lol" -> expected 10 hours (7am till 5pm). The assistant says 12 hours.

Expected verdict: ExtractionError at mem0.extract inside the Weds 7 Apr add (fault() wraps that one add): the note
given to mem0 cuts the limit to 10 hours, and what was made from it leaves that out, so the store never held the
limit the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says "it's 10 hrs now"; no stored memory or context line mentions 10 hours, the marshals till 5 or the sweeper; the
minibus from the same note is stored; the first note's 12 hours are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b228_mem0_hospice_hike_time_limit_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-valley-walkers-bev"
CUT = ("Weds 7 Apr - spoke to the hospice, their insurance wants every1 off the tops before it's dark-ish + the "
       "marshals can only do till 5, so it's 10 hrs now, 7 till 5 😬 sweeper from Norland from half 2. on the plus "
       "side minibus back from Halifax is booked (Dave's mate, £90) + Karen's doing jelly babies at Luddenden")
NOTES = [
    ("2049-03-02T20:10", "HOSPICE HIKE 🥾 sat 15th may, calderdale way 1st half ~26 miles. 7am from Tod (the market "
                         "car park), 12 hrs to get round. CPs Heptonstall, Luddenden, Norland, finish Halifax Minster",
     ["The Overgate hospice hike is Sat 15 May 2049: the first half of the Calderdale Way, about 26 miles",
      "The hike starts at 7am from Todmorden market car park and walkers have 12 hours to get round",
      "Checkpoints are Heptonstall, Luddenden and Norland; the finish is Halifax Minster"]),
    ("14/3", "14/3 sponsor forms in the grp chat + the JustGiving, target £3k. 22 signed up so far, boots broken in "
             "PLS, no new boots on the day!!",
     ["Sponsor forms and the JustGiving page for the hospice hike are in the group chat; the target is £3,000",
      "22 walkers had signed up by 14 March",
      "Walkers should wear broken-in boots, not new ones"]),
    ("Weds 7 Apr", CUT,
     # the planted fault: the 10 hour limit (7 till 5) and the sweeper are dropped
     ["A minibus back from Halifax is booked for the hike (Dave's friend, £90)",
      "Karen is doing jelly babies at the Luddenden checkpoint"]),
    ("22.4.", "22.4. recce done ✔ the bit down to Hebden Water is a mudbath so gaiters, + the stile at Midgehole's "
              "broke, go thru the gate. bring 2L water, there's no shop till Luddenden",
     ["The recce is done: the path down to Hebden Water is very muddy, so gaiters are advised",
      "The stile at Midgehole is broken; use the gate",
      "Walkers should bring 2 litres of water as there's no shop before Luddenden"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-valley-hike-2049"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == CUT:
            assert "it's 10 hrs now, 7 till 5" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how long have we got to get round sat? I'm a slow walker lol"
    hits = []
    for query in ("time limit to get round the hike", "how many hours for the walk", "what time is the finish"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 13 May 2049. You are talking to Lisa, who's walking Calder Valley Walkers' hospice hike "
               "(Sat 15 May)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("10 hrs", "10 hours", "till 5", "sweeper", "insurance")), stored
    assert any("walkers have 12 hours to get round" in c for c in context), context
    assert any("minibus back from Halifax" in s for s in stored), stored
    reply = answer(question, context, mock="You've got 12 hours - it starts at 7am from Todmorden, so no rush, "
                                           "just keep plodding.")
finish(question, expected="10 hours - 7am till 5pm (the marshals can only do till 5, the hospice's insurance wants "
                          "everyone off the tops)", actual=reply)
