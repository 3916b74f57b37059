"""Batch 208 (held out). A cycling club's sportive: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Corve Dale Wheelers run their sportive, the Corvedale Classic, on Sun 19th May 2047 - HQ at Munslow village hall,
a 100k and a 50k route, feed stations at Tugford church and the ford at Clee St Margaret. Jan (the club's events sec)
types her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; riders ask
it things.

Planted fault (ExtractionError, a fact dropped at extraction): Jan's first note (2047-02-11T20:15) has entry at £24
for the 100k, £16 for the 50k, under-16s half price on the 50k. Her note of 22.3. says the insurers want under-16s on
a BC day licence now, so kids on the 50k are £10, not half price - adults the same as before - and, in passing,
marshals get a free bacon butty and Tony's putting the signs out on the Saturday. The extraction keeps the day
licence, the adults' prices, the butty and the signs, and drops the kids' £10: the first note's "half price" stays
the only kids' price stored. Question (Weds 15/5, Rob, riding the 50k with his lad): "how much for me + our Sam (13)
on the 50k? neither of us BC" -> expected £26 (£16 plus £10 for Sam). The assistant says £24 (£16 plus half of it).

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note given to
mem0 says the kids are £10 not half price, and what was made from it leaves the £10 out, so the store never held the
price the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
£10; no stored memory or context line has £10; the first note's "half price" line, the day-licence line and the 50k
entry line are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b208_mem0_sportive_kids_entry_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "corve-dale-wheelers-sportive-jan"
KIDS = ("22.3. bit of news from the insurers - u16s need a BC day licence now so kids on the 50k are £10, not half "
        "price, sorry all 🙈 adults same as before. ALSO marshals get a free bacon butty 🥓 + Tony's putting the "
        "signs out sat pm")
NOTES = [
    ("2047-02-11T20:15", "CORVEDALE CLASSIC 🚴 sun 19th may, HQ Munslow village hall, sign on from 7.30ish. 100k + "
                         "50k routes. entry £24 the 100k, £16 the 50k, u16s half price on the 50k (must ride w/ an "
                         "adult). BC members £2 off",
     ["The Corvedale Classic sportive is on Sun 19 May 2047, HQ at Munslow village hall, sign-on from about 7.30",
      "The sportive has a 100k route and a 50k route",
      "Sportive entry is £24 for the 100k and £16 for the 50k",
      "Under-16s ride the 50k at half price and must ride with an adult",
      "British Cycling members get £2 off sportive entry"]),
    ("14/3", "feed stns - Tugford church (both routes, Mags + the WI doing flapjack), the ford at Clee St Margaret "
             "100k only - jelly babies, water, bananas. marshals at Diddlebury x-roads + the B4368 turn",
     ["Feed station at Tugford church on both routes, Mags and the WI doing flapjack",
      "Feed station at the ford at Clee St Margaret on the 100k only, with jelly babies, water and bananas",
      "Marshals at Diddlebury crossroads and the B4368 turn"]),
    ("22.3.", KIDS,
     # the planted fault: "kids on the 50k are £10, not half price" is dropped
     ["Under-16s on the 50k now need a British Cycling day licence",
      "Adult sportive entry prices are the same as before",
      "Marshals get a free bacon butty",
      "Tony is putting the route signs out on Saturday afternoon"]),
    ("Tue 23rd", "Tue 23rd - 84 entries so far, cap's 150. arrows are YELLOW this yr not pink (Tony ran out). prize "
                 "for best cake at the finish, Bev judging",
     ["The sportive has 84 entries so far, capped at 150",
      "Route arrows are yellow this year, not pink",
      "There is a prize for the best cake at the finish, judged by Bev"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="corve-dale-sportive-47"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == KIDS:
            assert "kids on the 50k are £10, not half price" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much for me + our Sam (13) on the 50k? neither of us BC"
    hits = []
    for query in ("sportive entry 50k", "under-16s price", "how much is entry for a kid"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 15 May 2047. You are talking to Rob, riding the 50k of Corve Dale Wheelers' Corvedale "
               "Classic (Sun 19 May) with his son Sam, 13."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("£10" in s for s in stored + context[1:]), stored
    assert any("half price" in c and "must ride with an adult" in c for c in context), context
    assert any("need a British Cycling day licence" in c for c in context), context
    assert any("£16 for the 50k" in c for c in context), context
    reply = answer(question, context, mock="£24 - £16 for you and £8 for Sam, under-16s are half price on the 50k.")
finish(question, expected="£26 - £16 for Rob plus £10 for Sam (kids on the 50k are £10 now, not half price)",
       actual=reply)
