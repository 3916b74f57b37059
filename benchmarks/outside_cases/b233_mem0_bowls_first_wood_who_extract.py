"""Batch 233 (held out). A bowls club's opening day: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Elland Park Bowling Club open the green for their 100th season on Sat 23rd April 2050 - green open from 1.30pm,
the first wood bowled at 2, then the spoon drive (rinks drawn out of the hat), teas in the pavilion after. Mr Haigh
(the club secretary) types his notes into the club's helper with ``memory.add(messages, user_id=..., metadata=
{"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Mr Haigh's note of 2050-03-02T19:30 has the club
president, Mr Barker, bowling the first wood at 2 as always. His note of Weds 6 Apr says he's had a call off the
county - their president, Mrs Sykes, wants to come and bowl the first wood for them as it's the club's 100th, Mr B
says he's honoured to step aside, and she'll give out the spoon drive prizes too; and, in passing, that only rinks
1-6 are in use (7 and 8 still soggy) and members bring their own woods, the club set being away for re-rubbering.
The extraction keeps the rinks and the woods and drops Mrs Sykes: the club president stays the only first-wood
bowler stored. Question (Thu 21/4, Alan, a new member who does the club's bit in the local paper): "who's bowling
the first wood on saturday? want a photo for the Courier" -> expected the county president, Mrs Sykes (Mr Barker's
stepped aside for the 100th). The assistant says Mr Barker, the club president.

Expected verdict: ExtractionError at mem0.extract inside the Weds 6 Apr add (fault() wraps that one add): the note
given to mem0 names the county president as the one bowling the first wood, and what was made from it leaves her
out, so the store never held the fact the answer needs; the search and the answer then worked faithfully on what
was stored. Asserted: the note names Mrs Sykes for the first wood; no stored memory or context line mentions Sykes,
the county, the 100th or stepping aside; the rinks from the same note are stored; the first note's Mr Barker is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b233_mem0_bowls_first_wood_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "elland-park-bc-mr-haigh"
CUT = ("Weds 6 Apr - had a call off the county!! their president Mrs Sykes wants to come + bowl the 1st wood for us "
       "as it's our 100th, Mr B says he's honoured to step aside 😊 she'll do the spoon drive prizes too. ALSO rinks "
       "1-6 only on the day, 7 + 8 are still soggy, + bring ur own woods pls, the club set's away being re-rubbered")
NOTES = [
    ("2050-03-02T19:30", "OPENING DAY 🎳 sat 23rd april, green open from 1.30pm, club president (Mr Barker) bowls "
                         "the first wood at 2 as always, then the spoon drive, rinks drawn out of the hat. whites pls "
                         "+ flat soles",
     ["Elland Park BC opening day is Sat 23 April 2050; the green is open from 1.30pm",
      "The club president, Mr Barker, bowls the first wood at 2pm",
      "After the first wood there is a spoon drive with rinks drawn out of a hat",
      "Dress is whites and flat-soled shoes"]),
    ("14/3", "14/3 teas - Brenda + Jean doing sandwiches, scones + a trifle, £3.50 a head, in the pavilion from 4ish. "
             "bar open from 1",
     ["Brenda and Jean are doing the teas: sandwiches, scones and a trifle",
      "Teas are £3.50 a head in the pavilion from about 4pm",
      "The bar is open from 1pm"]),
    ("Weds 6 Apr", CUT,
     # the planted fault: the county president bowling the first wood is dropped
     ["Only rinks 1 to 6 will be in use on opening day; rinks 7 and 8 are still soggy",
      "Members should bring their own woods because the club set is away being re-rubbered"]),
    ("Tue 19th", "Tue 19th - 34 names on the sheet for the spoon drive, £2 each, + a raffle for the pavilion roof "
                 "fund. Courier are sending someone",
     ["34 members have signed up for the spoon drive at £2 each",
      "There is a raffle for the pavilion roof fund",
      "The local paper, the Courier, is sending someone to opening day"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="elland-park-opening-2050"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == CUT:
            assert "their president Mrs Sykes wants to come + bowl the 1st wood" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's bowling the first wood on saturday? want a photo for the Courier"
    hits = []
    for query in ("who bowls the first wood", "opening day first wood", "who is coming to opening day"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 21 April 2050. You are talking to Alan, a new member of Elland Park Bowling Club who "
               "writes the club's bit for the local paper (opening day Sat 23 April)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("sykes", "county", "100th", "step aside", "honoured")), stored
    assert any("Mr Barker, bowls the first wood at 2pm" in c for c in context), context
    assert any("rinks 1 to 6" in s for s in stored), stored
    reply = answer(question, context, mock="Mr Barker, the club president - he bowls the first wood at 2pm, so be "
                                           "there just before with the camera.")
finish(question, expected="the county president, Mrs Sykes - Mr Barker's stepped aside for the club's 100th",
       actual=reply)
