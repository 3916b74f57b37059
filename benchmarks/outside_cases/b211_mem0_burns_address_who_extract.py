"""Batch 211 (held out). A village hall's Burns night: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Clunbury village hall holds its Burns night on Sat 25th Jan 2048 - the haggis piped in, the Address, the Selkirk
Grace, haggis neeps and tatties, a ceilidh band till late, 80 tickets. Morag (the hall committee's secretary) types
her notes into the hall's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; committee
members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Morag's first note (2047-12-02T20:15) has Jim (the
chair) doing the Address to the Haggis as usual. Her note of Tue 7th Jan says Jim's done his back in shovelling snow
and can't stand for long, so Isla (the vice chair - she knows it off by heart) is doing the Address instead - and, in
the same note, that the haggis order is in to the butcher by the 20th, a veggie haggis for 6, and Dave's bar licence
is sorted. The extraction keeps the butcher, the veggie haggis and the bar and drops Jim's back and Isla: the first
note's "Jim, the chair, is doing the Address" stays the only line on who does it. Question (Thu 23/1, Pam, doing the
running order): "who's doing the address to the haggis sat? printing the running order tmrw" -> expected Isla, the
vice chair (Jim's done his back in). The assistant says Jim, the chair.

Expected verdict: ExtractionError at mem0.extract inside the Tue 7th Jan add (fault() wraps that one add): the note
given to mem0 says Isla is doing the Address, and what was made from it leaves that out, so the store never held the
name the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
"Isla (vice chair) is doing the Address"; no stored memory or context line mentions Isla or Jim's back; the first
note's line with Jim doing the Address is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b211_mem0_burns_address_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clunbury-hall-burns-morag"
BACK = ("Tue 7th jan - poor Jim's done his back in shovelling snow 🙄 cant stand for long so Isla (vice chair) is doing "
        "the Address instead, she knows it off by heart anyway. ALSO haggis order in to Hughes the butcher by the "
        "20th, + a veggie haggis for 6. Dave's bar licence sorted (TEN for 6pm-12)")
NOTES = [
    ("2047-12-02T20:15", "BURNS NIGHT 🏴 sat 25th jan, the hall, doors 7, haggis piped in 7.30ish. Jim (chair) doing "
                         "the Address to the Haggis as usual, Rev Alasdair the Selkirk Grace. tix £18 inc haggis neeps "
                         "+ tatties, 80 max",
     ["Clunbury village hall Burns night is Sat 25 Jan 2048, doors at 7pm",
      "The haggis is piped in at about 7.30pm",
      "Jim, the hall committee chair, is doing the Address to the Haggis",
      "Rev Alasdair is saying the Selkirk Grace",
      "Burns night tickets are £18 including haggis, neeps and tatties, 80 maximum"]),
    ("14/12", "14/12 ceilidh band booked!! The Heather Lintie, 8.30-11.30, £350 + their supper. Callum's piping the "
              "haggis in, wants his dram after not before lol",
     ["The ceilidh band is The Heather Lintie, playing 8.30 to 11.30, £350 plus supper",
      "Callum is piping the haggis in"]),
    ("Tue 7th jan", BACK,
     # the planted fault: Jim's back and Isla doing the Address are dropped
     ["The haggis order must be in with Hughes the butcher by 20 January",
      "A vegetarian haggis is needed for 6 people",
      "Dave's bar licence (TEN) is sorted for 6pm to midnight"]),
    ("16th jan", "16th jan - 72 tix gone 🎉 Toast to the Lassies is Ken, reply from Sheila (god help us). raffle "
                 "prizes to me by weds pls",
     ["72 Burns night tickets have been sold",
      "Ken is giving the Toast to the Lassies and Sheila the reply",
      "Raffle prizes go to Morag by Wednesday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clunbury-burns-2048"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == BACK:
                assert "Isla (vice chair) is doing the Address" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's doing the address to the haggis sat? printing the running order tmrw"
    with turn_span("question Thu 23/1"):
        hits = []
        for query in ("Address to the Haggis", "who is doing the address", "Jim chair"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 23 Jan 2048. You are talking to Pam, on Clunbury village hall committee; Burns night "
                   "is Sat 25 Jan."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("isla", "back in", "vice chair")), \
            stored
        assert any("Jim, the hall committee chair, is doing the Address" in c for c in context), context
        assert any("veggie" in s.lower() or "vegetarian" in s.lower() for s in stored), stored
        reply = answer(question, context, mock="Jim - as the hall committee chair he's doing the Address to the "
                                               "Haggis, as usual.")
finish(question, expected="Isla, the vice chair - Jim's done his back in so she's doing the Address instead",
       actual=reply)
