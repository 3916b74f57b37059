"""Batch 176 (held out). A repair cafe's 5th birthday: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Wem Repair Cafe turns five on Sat 14th June 2042 - the usual 10-1 in the town hall, the fixers on their benches
(Mike electricals, Sandra sewing, Raj bikes, Pete "anything with a plug"), a birthday cake and the mayor coming to cut
it. Linda, who runs it, types her notes into the cafe's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the fixers ask it about the day.

Planted fault (ExtractionError, a fact dropped at extraction): Linda's first note (2042-04-02T20:15) has the cake
cutting at 12 with the mayor. Her note of Tue 20th May says the mayor's office rang - she's got a council thing at 12
now so can only do 11.30 to 12 - so they'll do the cake at half 11; in the same note Priya is baking (a lemon drizzle
and a massive chocolate one with a spanner on it) and Tom is bringing the urn and two dozen mugs. The extraction keeps
the cakes and the urn and drops the new time. Question (Thurs 12/6, Raj): "what time's the cake being cut? need to nip
out for inner tubes + don't want to miss it" -> expected half 11 (the mayor can only stay till 12). The assistant
says 12.

Expected verdict: ExtractionError at mem0.extract inside the Tue 20th May add (fault() wraps that one add): the note
handed to mem0 has the cake moved to half 11, and nothing made from it says so, so the store never held the time
that decides the answer; the search and the answer then worked faithfully on what was stored (the 12 o'clock line).
Asserted: the note has "cake at half 11"; no stored memory or context line mentions half 11, 11.30 or the council
thing; the cakes and urn lines from the same note, and the first note's "cake cutting at 12" line, are in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b176_mem0_repair_cafe_cake_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wem-repair-cafe-linda"
MOVED = ("mayor's office rang, she's got a council thing at 12 now so can only do 11.30-12 🙄 so we'll do the cake at "
         "half 11 then. Priya's baking - lemon drizzle + a massive choc one w a spanner on it!! Tom's bringing the "
         "urn + 2 doz mugs")
NOTES = [
    ("2042-04-02T20:15", "5th birthday do!! 🎂 sat 14th june, usual 10-1 at the town hall. fixers: Mike (electricals), "
                         "Sandra (sewing), Raj (bikes), Pete (anything w a plug he says lol). cake cutting at 12 w the "
                         "mayor, photos for the Chronicle",
     ["Repair cafe 5th birthday is Sat 14 June, 10am-1pm at the town hall",
      "Fixers: Mike (electricals), Sandra (sewing), Raj (bikes), Pete (anything with a plug)",
      "Cake cutting at 12 with the mayor; photos for the Chronicle"]),
    ("Tue 20th May", MOVED,
     # the planted fault: the cake's move to half 11 is dropped, the rest of the note kept
     ["Priya is baking a lemon drizzle and a big chocolate cake with a spanner on it",
      "Tom is bringing the urn and two dozen mugs"]),
    ("2/6", "bookings - 23 in so far, mostly lamps + toasters, 2 sewing machines 🧵 Raj has 4 bikes booked. walk ins "
            "fine til 12.30, after that we're packing up",
     ["23 repairs booked so far, mostly lamps and toasters, 2 sewing machines; Raj has 4 bikes booked",
      "Walk-ins welcome until 12.30"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wem-repair-cafe-2042"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "cake at half 11" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the cake being cut? need to nip out for inner tubes + don't want to miss it"
    hits = []
    for query in ("cake cutting time", "mayor visit birthday", "5th birthday do timings", "what's on when"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thurs 12 June 2042. You are talking to Raj, who fixes bikes at Wem Repair Cafe; its 5th "
               "birthday do is Sat 14 June."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("half 11", "11.30", "council thing")), stored
    assert any("Cake cutting at 12 with the mayor" in c for c in context), context
    assert any("Priya is baking" in c for c in context), context
    assert any("urn and two dozen mugs" in c for c in context), context
    reply = answer(question, context, mock="12 o'clock - the mayor's cutting the cake at 12, so be back before then.")
finish(question, expected="half 11 - the mayor can only stay 11.30-12 now", actual=reply)
