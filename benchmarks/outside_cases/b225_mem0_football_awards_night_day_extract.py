"""Batch 225 (held out). A youth football club's awards night: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Wem Town Juniors FC hold their end-of-season awards night in June 2051 at the cricket club - trophies for
every age group (U7s to U16s), players' player and coach's player, DJ Dazza, a chippy tea, a photo booth. Gaz (the
club secretary) types his notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date":
...})``; parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Gaz's note of 2051-04-20T21:05 has the awards night
on Fri 16th June at the cricket club, 6.30. His note of Weds 31 May says the cricket club have double booked them -
there's a 50th in the function room on the Friday - so they're on the Saturday, the 17th, same place, same time,
and Dazza's fine for the Sat; and, in passing, that the trophies are in from the Trophy Centre (42 + the 3 big cups,
£318) and Hollie's mum is doing a photo booth. The extraction keeps the trophies and the photo booth and drops the
move: Fri 16th stays the only date stored. Question (Mon 12/6, Kerry, Alfie's mum): "what night's the awards do?
need to sort a babysitter for the little one" -> expected Sat 17th June (the cricket club had a 50th on the Fri).
The assistant says Friday 16th.

Expected verdict: ExtractionError at mem0.extract inside the Weds 31 May add (fault() wraps that one add): the note
given to mem0 moves the night to Sat 17th, and what was made from it leaves that out, so the store never held the
day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
"we're sat 17th now"; no stored memory or context line mentions the 17th, Saturday, the double booking or the
50th; the trophies from the same note are stored; the first note's Fri 16th is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b225_mem0_football_awards_night_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wem-town-juniors-gaz"
MOVE = ("Weds 31 May - cricket club have only gone + double booked us 🙄 there's a 50th in the function room fri, so "
        "we're sat 17th now, same place same time. rang Dazza, he's fine for the sat. ALSO trophies are in from the "
        "Trophy Centre - 42 + the 3 big cups, £318 all in. + Hollie's mum is doing a photo booth w/ silly hats")
NOTES = [
    ("2051-04-20T21:05", "AWARDS NT 🏆 fri 16th june, cricket club, 6.30 till 10ish. every kid gets a trophy, + players "
                         "player + coaches player for each age group. DJ Dazza booked",
     ["The Wem Town Juniors awards night is Fri 16 June 2051 at the cricket club, 6.30 till about 10",
      "Every child gets a trophy, plus a players' player and coach's player for each age group",
      "DJ Dazza is booked for the awards night"]),
    ("9/5", "9/5 chippy tea - Wem Fish Bar doing fish/sausage + chips for £6 a head, kids' portions £4. orders to me "
            "by 9th june",
     ["Wem Fish Bar are doing the chippy tea: fish or sausage and chips £6 a head, kids' portions £4",
      "Chippy tea orders go to Gaz by 9 June"]),
    ("Weds 31 May", MOVE,
     # the planted fault: the double booking and the move to Sat 17th are dropped
     ["The trophies have arrived from the Trophy Centre: 42 plus the 3 big cups, £318 in total",
      "Hollie's mum is doing a photo booth with silly hats at the awards night"]),
    ("8.6.", "8.6. coaches - speeches 2 mins MAX pls 😅 U7s + U8s first so the little ones can get home, big cups "
             "last",
     ["Coaches' speeches at the awards night are 2 minutes maximum",
      "The U7s and U8s get their awards first; the big cups are presented last"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wem-juniors-awards-2051"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "we're sat 17th now, same place same time" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what night's the awards do? need to sort a babysitter for the little one"
    hits = []
    for query in ("what date is the awards night", "awards night day", "cricket club booking"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 12 June 2051. You are talking to Kerry, whose son Alfie plays for Wem Town Juniors' "
               "U10s."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("17", "sat", "double book", "50th")), stored
    assert any("awards night is Fri 16 June 2051" in c for c in context), context
    assert any("trophies have arrived from the Trophy Centre" in s for s in stored), stored
    reply = answer(question, context, mock="Friday 16th June - 6.30 at the cricket club, through to about 10.")
finish(question, expected="Saturday 17th June, 6.30 at the cricket club (moved from the Friday - the club had a 50th "
                          "booked in the function room)", actual=reply)
