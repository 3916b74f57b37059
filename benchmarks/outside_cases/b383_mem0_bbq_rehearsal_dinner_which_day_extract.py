"""Batch 383 (held out). A family BBQ joint's catering book: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Kolacny's Bar-B-Q (on FM 2417 outside Pecan Flat, TX) caters weddings, reunions and rehearsal dinners on the
side. Darlene (Pops's wife, she runs the catering book) types her notes into the joint's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Junior (the pitmaster) asks it when to fire the pit.

Planted fault (ExtractionError, a fact dropped at extraction): Darlene's note of 8/29 has the Voelkel rehearsal
dinner on Fri 9/16, 6p, at the Voelkel place out on CR 208, 85 people. Her note of Mon 9/12 says the Voelkel girl
called in a tizzy - the church double booked, so the wedding's moving up a day and the rehearsal dinner is THIS
Thursday (Thu 9/15, from the note's own date), same time same place - and, in passing, that she wants banana pudding
added for the 85 at $3 a head. The extraction keeps the banana pudding and drops the new day: Fri 9/16 stays the only
day stored. Question (Wed 9/14, Junior): "what day's the Voelkel rehearsal dinner? need to know when to put the
briskets on" -> expected Thursday 9/15 (tomorrow). The assistant says Friday 9/16.

Expected verdict: ExtractionError at mem0.extract inside the Mon 9/12 add (fault() wraps that one add): the note given
to mem0 moves the dinner to this Thursday, and what was made from it leaves that out, so the store never held the day
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says "this
Thursday"; no stored memory or context line mentions Thursday, moving up, the church or the double booking; the
banana pudding from the same note is stored; the first note's Fri 9/16 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b383_mem0_bbq_rehearsal_dinner_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kolacnys-bbq-catering-darlene"
CUT = ("Mon 9/12 - the Voelkel girl called in a tizzy, church double booked em so the wedding's moving up a day, "
       "rehearsal dinner is THIS Thursday now, same time same place, still 85. ALSO she wants banana puddin added "
       "for all 85, told her $3/head, she said fine")
NOTES = [
    ("8/29", "8/29 CATERING - Voelkel rehearsal dinner Fri 9/16, 6p at the Voelkel place out on CR 208. 85 ppl, "
             "brisket + sausage, beans, tater salad, slaw. $24/head, half down pd (ck #2207)",
     ["The Voelkel rehearsal dinner is Fri 9/16 at 6p at the Voelkel place on CR 208",
      "The Voelkel rehearsal dinner is for 85 people: brisket, sausage, beans, potato salad, slaw",
      "The Voelkel rehearsal dinner is $24 a head, half down paid by check #2207"]),
    ("9/1", "9/1 Stoltz family reunion Sat 9/24 - 140 ppl, PICKUP order, they'll come get it 10a. pulled pork + "
            "chicken, no brisket (Uncle Wendell's on a diet lol)",
     ["The Stoltz family reunion is a pickup order for 140 people on Sat 9/24 at 10a",
      "The Stoltz order is pulled pork and chicken, no brisket"]),
    ("Mon 9/12", CUT,
     # the planted fault: the move to this Thursday is dropped
     ["Banana pudding is added to the Voelkel order for all 85 at $3 a head"]),
    ("9/13", "9/13 ordered 14 packers from the Sysco guy, comes Wed a.m. tater salad is Aunt Rosie's recipe NOT "
             "the store stuff, Cody's on slicin",
     ["14 packer briskets are ordered from Sysco, delivered Wednesday morning",
      "The potato salad is Aunt Rosie's recipe, not store-bought",
      "Cody is on slicing"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kolacnys-catering-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "rehearsal dinner is THIS Thursday now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the Voelkel rehearsal dinner? need to know when to put the briskets on"
    with turn_span("question Wed 9/14"):
        hits = []
        for query in ("Voelkel rehearsal dinner day", "when is the Voelkel catering", "Voelkel wedding date moved"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 14 September 2050. You are talking to Junior, the pitmaster at Kolacny's Bar-B-Q."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("thursday", "9/15", "moving up", "church", "double book")), stored
        assert any("Fri 9/16 at 6p" in c for c in context), context
        assert any("Banana pudding" in s for s in stored), stored
        reply = answer(question, context,
                       mock="Friday 9/16 - 6p out at the Voelkel place on CR 208, 85 of em.")
finish(question, expected="Thursday 9/15 (tomorrow) - the church double booked so it moved up a day", actual=reply)
