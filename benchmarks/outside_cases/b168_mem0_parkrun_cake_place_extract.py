"""Batch 168 (held out). A parkrun run director's birthday notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Aldbury Riverside parkrun turns 5 on Sat 14th May 2039 - the usual 9am 5k round the lake, then cake, fancy dress
(superheroes), a volunteer thank-you. Steve, the event director, types his notes into the parkrun team's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; runners ask it about the birthday.

Planted fault (ExtractionError, a fact garbled at extraction): Steve's first note (2039-04-12T20:15) has the cake and
brews after the run in the boathouse café as usual, Jan baking a tray bake the size of a door. His note of Tue 26th
April says the boathouse café's got a private do booked that morning, so cake and brews are in the cricket pavilion
instead, Jan's got the key off the cricket club; that Mike's tail walker; and that Raj has put his name down for
marshal point 3. The extraction keeps Mike and Raj and turns the pavilion line round into "cake and brews are at the
boathouse café; Jan has the key" - the place the note moved it away from. Question (Thu 12/5, Debs, a runner): "where's
the cake after? my mum's coming to watch and wants to know where to find us" -> expected the cricket pavilion (the
boathouse café has a private do). The assistant says the boathouse café.

Expected verdict: ExtractionError at mem0.extract inside the Tue 26th April add (fault() wraps that one add): the note
handed to mem0 puts the cake in the cricket pavilion and what was made from it puts it back in the boathouse café, so
the store never held the place that decides the answer; the search and the answer then worked faithfully on what was
stored. Asserted: the note has the pavilion; no stored memory or context line mentions the pavilion, the cricket club or
the private do; the garbled line and the Mike line from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b168_mem0_parkrun_cake_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "aldbury-riverside-steve"
MOVED = ("boathouse caff have got a private do booked sat morning (christening?) so cake + brews in the cricket "
         "pavilion instead, Jan's got the key off the cricket club. Mike's tail walker 🐢 and Raj put his name down "
         "for marshal pt 3, so we're nearly there on the roster")
NOTES = [
    ("2039-04-12T20:15", "5th bday sat 14th may!! usual 9am, fancy dress = superheroes, cake + brews after in the "
                         "boathouse caff as usual, Jan baking a tray bake the size of a door. need 25 vols not the "
                         "usual 15",
     ["Aldbury Riverside parkrun's 5th birthday run is on Saturday 14 May at 9am; fancy dress theme is superheroes",
      "Cake and brews after the birthday run are in the boathouse café; Jan is baking a big tray bake",
      "The birthday run needs 25 volunteers instead of the usual 15"]),
    ("Tue 26th April", MOVED,
     # the planted fault: the move to the cricket pavilion comes out as the boathouse café
     ["Cake and brews after the birthday run are at the boathouse café; Jan has the key",
      "Mike is tail walker for the birthday run",
      "Raj will marshal at point 3 on the birthday run"]),
    ("3/5", "bunting's in the shed, Claire's doing a '5' out of cones on the start line for the photo. medals? no - "
            "parkrun don't do medals, stop asking lol",
     ["Bunting for the birthday is in the shed; Claire is making a '5' out of cones on the start line for a photo",
      "There are no medals for the birthday run"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="aldbury-parkrun-5th"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "cake + brews in the cricket pavilion instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the cake after? my mum's coming to watch and wants to know where to find us"
    hits = []
    for query in ("where is the cake after the run", "cake and brews place", "birthday run volunteers",
                  "spectators watching the birthday run"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 12 May 2039. You are talking to Debs, a runner at Aldbury Riverside parkrun, about the "
               "5th birthday run (Sat 14 May)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("pavilion" in s.lower() or "cricket" in s.lower() or "private do" in s for s in stored + context), \
        stored
    assert any("at the boathouse café; Jan has the key" in c for c in context), context
    assert any("Mike is tail walker" in c for c in context), context
    reply = answer(question, context, mock="In the boathouse café by the lake - cake and brews straight after the run, "
                                           "your mum can wait for you there.")
finish(question, expected="the cricket pavilion - the boathouse café has a private do that morning", actual=reply)
