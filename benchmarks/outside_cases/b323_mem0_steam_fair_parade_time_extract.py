"""Batch 323 (held out). A steam fair: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns mem0's
extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Crow Hill Steam & Vintage Rally is on Sat 12th and Sun 13th Aug 2051 at Crow Hill Farm - traction engines,
showman's engines, steam rollers, a fairground organ, heavy horses, a beer tent, a Friday night road run. Derek (the
rally secretary) types his notes into the rally's helper with ``memory.add(messages, user_id=..., metadata={"date":
...})``; exhibitors and visitors ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Derek's note of 2051-05-18T20:10 has the grand parade
of steam in the main ring at 2pm both days. His note of Thu 20 July says the ring timetable has had to change - the
heavy horses can only come in the afternoon so they have 2 till 3, and the parade of steam has moved to half 11 both
days, Barry (on the PA) is fine with it - and, in passing, the Fox are doing the beer tent this year, not the
Shears, and the Friday night road run to the Hare & Hounds is on, leaving the field at 6.30. The extraction keeps
the beer tent and the road run and drops the new ring times: 2pm stays the only parade time stored. Question (Fri
11/8, Joanne): "what time's the grand parade on sunday? my dad wants to see the Burrell go round the ring, he
drove it in the 60s" -> expected 11.30 (half 11; the heavy horses have 2 till 3). The assistant says 2pm.

Expected verdict: ExtractionError at mem0.extract inside the Thu 20 July add (fault() wraps that one add): the note
given to mem0 moves the parade to half 11, and what was made from it leaves that out, so the store never held the
time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
"parade of steam's moved to half 11"; no stored memory or context line mentions half 11, 11.30 or the heavy horses'
slot; the beer tent from the same note is stored; the first note's 2pm parade is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b323_mem0_steam_fair_parade_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crow-hill-rally-sec-derek"
CUT = ("Thu 20 July - ring timetable's had to change 😤 the heavy horses can only come in the afternoon so they're "
       "having 2 till 3, so the parade of steam's moved to half 11 both days instead, Barry's ok with it on the PA. "
       "ALSO the Fox are doing the beer tent this yr not the Shears (thank god) + fri nite road run to the Hare & "
       "Hounds is ON, leave the field 6.30 sharp")
NOTES = [
    ("2051-05-18T20:10", "RALLY 🚂 sat 12 + sun 13 aug at Crow Hill farm, gates 9, £10 adults kids free. grand parade "
                         "of steam in the main ring 2pm both days, Barry doing commentary on the PA again",
     ["The rally is Sat 12 and Sun 13 Aug at Crow Hill Farm, gates open at 9",
      "Rally entry is £10 for adults, children free",
      "The grand parade of steam is in the main ring at 2pm both days",
      "Barry is doing the commentary on the PA"]),
    ("3/6", "3/6 34 engines booked in incl the Burrell showmans 'Dolly' + 2 steam rollers, the Gavioli organ's coming "
            "back too. exhibitors passes posted w/c 24/7",
     ["34 engines are booked in, including the Burrell showman's engine 'Dolly' and 2 steam rollers",
      "The Gavioli fairground organ is coming back",
      "Exhibitors' passes will be posted week commencing 24/7"]),
    ("Thu 20 July", CUT,
     # the planted fault: the new ring times (heavy horses 2-3, parade of steam at half 11) are dropped
     ["The Fox are doing the beer tent this year instead of the Shears",
      "The Friday night road run to the Hare & Hounds is on, leaving the field at 6.30"]),
    ("Tue 1st Aug", "Tue 1st Aug coal delivery fri am (Ken's sorting it), water bowser by the engine lines, fire "
                    "bucket every 3rd engine pls. St Johns in the white tent by the gate",
     ["Coal is being delivered on Friday morning; Ken is sorting it",
      "The water bowser is by the engine lines and there should be a fire bucket by every third engine",
      "St John Ambulance are in the white tent by the gate"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crow-hill-rally-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "parade of steam's moved to half 11" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("what time's the grand parade on sunday? my dad wants to see the Burrell go round the ring, he drove "
                "it in the 60s")
    with turn_span("question Fri 11/8"):
        hits = []
        for query in ("grand parade time", "parade of steam in the main ring", "ring timetable sunday"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 August 2051. You are talking to Joanne, a visitor to the Crow Hill Steam & "
                   "Vintage Rally (Sat 12 - Sun 13 Aug)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("half 11", "11.30", "heavy horse", "2 till 3", "moved")), stored
        assert any("grand parade of steam is in the main ring at 2pm" in c for c in context), context
        assert any("beer tent" in s for s in stored), stored
        reply = answer(question, context, mock="2pm - the grand parade of steam is in the main ring at 2 both days, "
                                               "with Barry on the commentary.")
finish(question, expected="half 11 (11.30) - the parade moved so the heavy horses can have 2 till 3", actual=reply)
