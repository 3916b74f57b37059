"""Batch 226 (held out). A cycling club's audax: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Teme Valley CC run the Marches 200, a 200km audax, on Sun 16th May 2049 - 7am from the Assembly Rooms in
Ludlow, a 13.5 hour limit, controls at Bishop's Castle (a cafe stamp), Newtown (an info control, any receipt) and
Knighton, the finish back at the Assembly Rooms. Marion (the organiser) types her notes into the club's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; riders ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Marion's note of 2049-02-27T19:45 has the Bishop's
Castle control at the Poppy House cafe. Her note of Tue 13th Apr says the Poppy House have said no - they're shut
that Sunday for a family do - so the Bishop's Castle control is the Castle Hotel now, top of the town, beans on
toast and tea from 8 and the loos; and, in passing, that the brevet cards have come (she'll bring them to club night
Thursday) and Pete needs 3 more helpers at the finish. The extraction keeps the brevet cards and the helpers and
drops the control's move: the Poppy House stays the only Bishop's Castle control stored. Question (Fri 14/5,
Gareth, a rider): "where do we get stamped in bishops castle sun? want to know where to leave the bike" -> expected
the Castle Hotel at the top of the town. The assistant says the Poppy House cafe.

Expected verdict: ExtractionError at mem0.extract inside the Tue 13th add (fault() wraps that one add): the note
given to mem0 moves the control to the Castle Hotel, and what was made from it leaves that out, so the store never
held the place the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the note says "the BC control's the Castle Hotel now"; no stored memory or context line mentions the Castle Hotel,
the family do or the beans on toast; the brevet cards from the same note are stored; the first note's Poppy House
control is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b226_mem0_audax_bc_control_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "teme-valley-cc-marion"
MOVE = ("Tue 13th Apr - Poppy House have said no 😩 they're shut that sun for a family do. so the BC control's the "
        "Castle Hotel now, top of the town, they'll do beans on toast + tea from 8 + we can use the loos. ALSO brevet "
        "cards have come, I'll bring them to club night thurs, + Pete needs 3 more for the finish, pls ask round")
NOTES = [
    ("2049-02-27T19:45", "MARCHES 200 🚲 sun 16th may, 7am from the Assembly Rooms Ludlow, 13.5hr limit. controls - "
                         "Bishops Castle at the Poppy House cafe (stamp + food), Newtown info control (any receipt), "
                         "Knighton, then back to the Assembly Rooms",
     ["The Marches 200 audax is Sun 16 May 2049, 7am start from the Assembly Rooms in Ludlow, 13.5 hour limit",
      "The Bishop's Castle control is at the Poppy House cafe (stamp and food)",
      "Newtown is an info control - any receipt will do; Knighton is also a control; the finish is back at the "
      "Assembly Rooms"]),
    ("14/3", "14/3 entries open on the AUK site, £8 members, £10 non. cap of 80, 31 in already 😮 mudguards pls if "
             "it's wet",
     ["Entries for the Marches 200 are on the AUK site: £8 members, £10 non-members, capped at 80",
      "31 riders had entered by 14 March",
      "Riders are asked to fit mudguards if it's wet"]),
    ("Tue 13th Apr", MOVE,
     # the planted fault: the Poppy House saying no and the Castle Hotel control are dropped
     ["The brevet cards for the Marches 200 have arrived; Marion is bringing them to club night on Thursday",
      "Pete needs 3 more helpers at the finish"]),
    ("22.4.", "22.4. route sheet v3 done ✔ kerry ridgeway's fine, 2 gravelly bits after Clun so 25mm+ tyres. lights "
              "on the bike, some of u will finish after dark",
     ["Route sheet version 3 for the Marches 200 is done; the Kerry ridgeway is fine",
      "There are two gravelly sections after Clun, so 25mm or wider tyres are advised",
      "Riders need lights as some will finish after dark"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="teme-valley-marches-200"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "the BC control's the Castle Hotel now" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do we get stamped in bishops castle sun? want to know where to leave the bike"
    hits = []
    for query in ("where is the Bishop's Castle control", "control stamp bishops castle", "cafe stop on the audax"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 14 May 2049. You are talking to Gareth, who's riding Teme Valley CC's Marches 200 audax "
               "(Sun 16 May)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("castle hotel", "family do", "beans on toast", "said no")), stored
    assert any("The Bishop's Castle control is at the Poppy House cafe" in c for c in context), context
    assert any("brevet cards" in s for s in stored), stored
    reply = answer(question, context, mock="At the Poppy House cafe in Bishop's Castle - that's the control, get your "
                                           "card stamped and grab some food there.")
finish(question, expected="the Castle Hotel at the top of the town (the Poppy House is shut that Sunday for a family "
                          "do)", actual=reply)
