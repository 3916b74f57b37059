"""Batch 227 (held out). A village hall's antiques valuation day: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Bucknell village hall hold an antiques valuation day on Sat 14th May 2050, 10-4 - a valuer from Mullocks (the
Ludlow auctioneers), £3 an item, 3 items each, booked 10-minute slots, teas and cakes in the small room, the money
to the hall's roof fund. Pat (the hall's bookings secretary) types her notes into the hall's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; committee members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Pat's note of 2050-02-21T18:40 has the valuer as
Richard Pryce from Mullocks. Her note of Weds 20 Apr says Mullocks rang - Richard's hip op has come through for that
week so he can't do it - and they're sending Helen Varley instead, who does their ceramics and silver; in the same
note, that they're short of cups (ask the WI) and that Brenda says the float's £50. The extraction keeps the cups and
the float and drops the change of valuer: Richard Pryce stays the only valuer stored. Question (Thu 12/5, Alan, the
hall's chairman, writing his welcome): "who's the expert doing the valuing sat? want to thank them by name in the
welcome" -> expected Helen Varley from Mullocks (standing in for Richard Pryce). The assistant says Richard Pryce.

Expected verdict: ExtractionError at mem0.extract inside the Weds 20 Apr add (fault() wraps that one add): the note
given to mem0 names Helen Varley as the valuer now, and what was made from it leaves that out, so the store never
held the name the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note says "they're sending Helen Varley instead"; no stored memory or context line mentions Helen Varley, the hip op
or the ceramics; the cups from the same note are stored; the first note's Richard Pryce is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b227_mem0_valuation_day_valuer_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bucknell-hall-pat"
SWAP = ("Weds 20 Apr - Mullocks rang 📞 Richard's hip op has come thru for that wk so he cant do it, poor man. they're "
        "sending Helen Varley instead, she does their ceramics + silver, v good apparently. ALSO we're short of cups, "
        "can some1 ask the WI, + Brenda says the float's £50 in coins")
NOTES = [
    ("2050-02-21T18:40", "VALUATION DAY 🏺 sat 14th may 10-4 in the hall. valuer's Richard Pryce from Mullocks "
                         "(Ludlow), £3 an item, 3 items max pp, all to the roof fund",
     ["The antiques valuation day is Sat 14 May 2050, 10am-4pm in Bucknell village hall",
      "The valuer is Richard Pryce from Mullocks auctioneers in Ludlow",
      "It's £3 an item, up to 3 items per person, and the money goes to the hall roof fund"]),
    ("14/3", "14/3 booking's thru the shop, 10 min slots, 22 booked so far!! Jean's doing teas + cakes in the small "
             "room, Brenda on the door w/ the tin",
     ["Slots for the valuation day are booked through the village shop; each slot is 10 minutes",
      "22 slots had been booked by 14 March",
      "Jean is doing teas and cakes in the small room; Brenda is on the door with the money tin"]),
    ("Weds 20 Apr", SWAP,
     # the planted fault: Richard Pryce pulling out and Helen Varley standing in are dropped
     ["The hall is short of cups for the valuation day teas - someone should ask the WI",
      "Brenda says the float is £50 in coins"]),
    ("5.5.", "5.5. posters up in the shop + the Baron, Radio Shropshire might give us a mention thurs. no furniture "
             "pls, only what u can carry in",
     ["Posters for the valuation day are up in the shop and the Baron pub",
      "Radio Shropshire might mention it on Thursday",
      "No furniture - only items people can carry in"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bucknell-valuation-day"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "they're sending Helen Varley instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's the expert doing the valuing sat? want to thank them by name in the welcome"
    hits = []
    for query in ("who is the valuer", "expert from the auctioneers", "valuation day Mullocks"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 12 May 2050. You are talking to Alan, chairman of Bucknell village hall, who is writing "
               "his welcome for the valuation day (Sat 14 May)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("helen", "varley", "hip op", "ceramics")), stored
    assert any("The valuer is Richard Pryce from Mullocks" in c for c in context), context
    assert any("short of cups" in s for s in stored), stored
    reply = answer(question, context, mock="Richard Pryce from Mullocks, the Ludlow auctioneers - he's the valuer on "
                                           "Saturday.")
finish(question, expected="Helen Varley from Mullocks (their ceramics and silver specialist) - Richard Pryce pulled "
                          "out, his hip op came through", actual=reply)
