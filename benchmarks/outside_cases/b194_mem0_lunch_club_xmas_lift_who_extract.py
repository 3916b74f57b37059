"""Batch 194 (held out). A lunch club's Christmas dinner: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Wellington Tuesday Lunch Club's Christmas dinner is Tue 15th Dec 2043 at the Charlton Arms, 12.30 for 1 -
turkey or salmon, crackers on the club, a raffle, and lifts for the members who don't drive. Sheila (the club's
organiser) types her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the lifts note of 3/11 has Pat (the vice-chair) doing
the Bryn Rd + Haygate lot in her Honda and Derek (the treasurer) the Admaston end. Sheila's note of 21.11. says Pat's
had her cataract done and can't drive for a month, so Derek is doing the Bryn Rd + Haygate lot as well as Admaston in
his people carrier (7 seats), picking up from 11.45; in the same note the posh crackers from Card Factory are £12.
The extraction keeps only the crackers and the 11.45 pick-up time: Pat's op and Derek taking over her round are
never stored, so Pat stays the only driver stored for Bryn Rd. Question (Mon 14/12, Mavis, who lives on Bryn Rd):
"who's picking me up for the xmas dinner tmrw? I'm on Bryn Rd, no rush" -> expected Derek, the treasurer, in his
people carrier from 11.45 (Pat's had her cataract op). The assistant says Pat, the vice-chair.

Expected verdict: ExtractionError at mem0.extract inside the 21.11. add (fault() wraps that one add): the note given
to mem0 hands Pat's round to Derek, and what was made from it leaves that out, so the store never held the fact the
answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says Derek is
doing Bryn Rd; no stored memory or context line has Derek with Bryn Rd/Haygate, the cataract or the people carrier;
Pat's Bryn Rd line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b194_mem0_lunch_club_xmas_lift_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wellington-tues-lunch-club-sheila"
SWAP = ("Pat's had her cataract done fri 🙁 not allowed to drive for a month so Derek (our treasurer, bless him) is "
        "doing the Bryn Rd + Haygate lot as well as Admaston, he's got the people carrier, 7 seats. pick ups from "
        "11.45. oh + crackers - the posh ones from Card Factory £12 a box, got 4 boxes")
NOTES = [
    ("2043-10-13T11:20", "XMAS DINNER 🎄 tue 15th dec Charlton Arms, 12.30 for 1. £18 a head, club pays the crackers "
                         "+ the tip. turkey or salmon, orders to me by 24th nov",
     ["The club Christmas dinner is Tue 15 Dec at the Charlton Arms, 12.30 for 1",
      "The dinner is £18 a head; the club pays for the crackers and the tip",
      "Choice of turkey or salmon, orders to Sheila by 24 Nov"]),
    ("3/11", "lifts - Pat (vice chair) doing the Bryn Rd + Haygate lot in her Honda, 4 seats. Derek's got the "
             "Admaston end. Joyce + Ken bring themselves",
     ["Pat (the vice-chair) is giving lifts to the Bryn Rd and Haygate members in her Honda, 4 seats",
      "Derek is giving lifts to the Admaston members",
      "Joyce and Ken are making their own way to the dinner"]),
    ("Weds 18 Nov", "orders so far - turkey 22, salmon 7, 2 veggie (the nut roast). Mavis wants no sprouts lol",
     ["Meal orders so far: 22 turkey, 7 salmon, 2 vegetarian nut roast",
      "Mavis does not want sprouts"]),
    ("21.11.", SWAP,
     # the planted fault: Pat's op and Derek taking over the Bryn Rd + Haygate lifts are dropped
     ["Lift pick-ups for the Christmas dinner start from 11.45",
      "Posh crackers from Card Factory are £12 a box; 4 boxes bought"]),
    ("2043-12-08T10:05", "raffle prizes - M+S hamper, a poinsettia, Ron's bottle of whisky. Ron (chairman) doing a "
                         "little speech b4 pud - keep it short Ron!!",
     ["Raffle prizes: an M&S hamper, a poinsettia and a bottle of whisky from Ron",
      "Ron, the chairman, is giving a short speech before pudding"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wellington-lunch-xmas-43"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "Derek (our treasurer, bless him) is doing the Bryn Rd" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's picking me up for the xmas dinner tmrw? I'm on Bryn Rd, no rush"
    hits = []
    for query in ("who is giving lifts to Bryn Rd", "lifts for the christmas dinner", "pick ups"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 14 Dec 2043. You are talking to Mavis, a member of Wellington Tuesday Lunch Club who "
               "lives on Bryn Rd; the Christmas dinner is Tue 15 Dec at the Charlton Arms."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any("derek" in s and ("bryn" in s or "haygate" in s) for s in low), stored
    assert not any(w in s for s in low for w in ("cataract", "people carrier", "7 seats")), stored
    assert any("Pat (the vice-chair) is giving lifts to the Bryn Rd" in c for c in context), context
    reply = answer(question, context, mock="Pat, the vice-chair - she's doing the Bryn Rd and Haygate lot in her "
                                           "Honda, pick-ups from 11.45.")
finish(question, expected="Derek, the treasurer - in his people carrier from 11.45 (Pat's had her cataract op, "
                          "can't drive)", actual=reply)
