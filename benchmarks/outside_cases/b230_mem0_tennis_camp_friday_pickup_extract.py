"""Batch 230 (held out). A tennis club's junior camp: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Hebden Bridge LTC run a junior summer camp, Mon 2nd - Fri 6th August 2049, 9-3 every day at the club - three
groups (the minis with Sam, the reds with Priya, the greens with Lou), packed lunch or the clubhouse's sandwiches,
a mini tournament at the end of the week. Lou (head coach, running it) types her notes into the club's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Lou's note of 2049-05-18T20:40 has the camp 9-3 every
day. Her note of Tue 27th Jul says Friday's different - the county coach can only come in the morning, so it's the
mini tournament 9-12 then medals and squash and biscuits, all done by half 12 (parents welcome from 12 for the
finals); and, in passing, that Sam's off on the Wednesday (a wedding) so Priya has the minis and the reds together,
and the ice cream van's coming Thursday 2ish. The extraction keeps Sam's Wednesday and the ice cream van and drops
the Friday finish: the 9-3 stays the only finishing time stored. Question (Weds 4/8, Kirsty, mum of Noah in the
minis): "what time do I pick Noah up on friday? I'm at work till 2 so need to sort it" -> expected half 12 (12.30,
after the medals; parents can come from 12 for the finals). The assistant says 3pm.

Expected verdict: ExtractionError at mem0.extract inside the Tue 27th Jul add (fault() wraps that one add): the note
given to mem0 has Friday done by half 12, and what was made from it leaves that out, so the store never held the
finishing time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note says "done by half 12"; no stored memory or context line mentions half 12, 12.30, the county coach, the
tournament or the medals; Sam's Wednesday from the same note is stored; the first note's 9-3 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b230_mem0_tennis_camp_friday_pickup_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hebden-ltc-junior-camp-lou"
CUT = ("Tue 27th Jul - fri's a bit different, the county coach can only come in the morning so it's the mini "
       "tournament 9-12 then medals + squash n biscuits, all done by half 12, parents welcome from 12 to watch the "
       "finals 🏆 also Sam's off weds (his sister's wedding) so Priya's got minis + reds together that day, + the "
       "ice cream van's coming thurs 2ish 🍦")
NOTES = [
    ("2049-05-18T20:40", "JUNIOR CAMP 🎾 mon 2nd - fri 6th aug, 9-3 every day, drop off from 8.45 at the clubhouse. "
                         "3 groups - minis (5-7) w/ Sam, reds (8-9) w/ Priya, greens (10-12) w/ me. £85 a kid",
     ["The Hebden Bridge LTC junior camp runs Mon 2 - Fri 6 August 2049",
      "Camp is 9am to 3pm every day, with drop-off from 8.45am at the clubhouse",
      "Groups: minis (5-7) with Sam, reds (8-9) with Priya, greens (10-12) with Lou; £85 per child"]),
    ("14/6", "14/6 38 booked!! minis 12, reds 14, greens 12. lunch - bring a packed one or the clubhouse does sarnies "
             "£3, NO NUTS pls (2 allergies in reds)",
     ["38 children are booked on the camp: 12 minis, 14 reds and 12 greens",
      "Lunch is a packed lunch or clubhouse sandwiches at £3",
      "The camp is nut-free because of two allergies in the reds group"]),
    ("Tue 27th Jul", CUT,
     # the planted fault: Friday's finish (done by half 12 after the tournament and the medals) is dropped
     ["Sam is off on the Wednesday for his sister's wedding, so Priya has the minis and the reds together that day",
      "An ice cream van is coming on the Thursday at about 2pm"]),
    ("Sun 1 Aug", "Sun 1 Aug forecast's mixed ☔ pack waterproofs + spare socks, if it chucks it down we're in the "
                  "sports hall at Calder High, same times",
     ["The forecast is mixed: children should pack waterproofs and spare socks",
      "If it pours the camp moves to the sports hall at Calder High, same times"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hebden-ltc-camp-2049"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == CUT:
            assert "all done by half 12" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do I pick Noah up on friday? I'm at work till 2 so need to sort it"
    hits = []
    for query in ("what time does camp finish", "friday pick up time", "last day of camp"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 4 August 2049. You are talking to Kirsty, whose son Noah is in the minis at Hebden "
               "Bridge LTC's junior camp (Mon 2 - Fri 6 August)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("half 12", "12.30", "county coach", "tournament", "medal", "finals")), stored
    assert any("Camp is 9am to 3pm every day" in c for c in context), context
    assert any("Sam is off on the Wednesday" in s for s in stored), stored
    reply = answer(question, context, mock="Camp finishes at 3pm every day, Friday included, so you'll be fine "
                                           "picking Noah up after work.")
finish(question, expected="half 12 (12.30) - Friday's the mini tournament and medals, done by half 12 (parents can "
                          "come from 12 for the finals)", actual=reply)
