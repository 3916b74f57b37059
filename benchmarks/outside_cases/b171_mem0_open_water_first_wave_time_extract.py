"""Batch 171 (held out). A swimming club's open water day notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Northwich Otters SC's open water day is Sun 15th May 2039 at Ellerby Water - a 400m wave, a 1k wave and a 2k
wave round the buoys, wetsuits compulsory, safety boats from the sailing club and kayaks from the canoe club, bacon
butties in the boathouse. Lorraine, the club secretary, types her notes into the club's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; swimmers ask it about the day.

Planted fault (ExtractionError, a fact dropped at extraction): Lorraine's first note (2039-04-20T21:05) has
registration 8.30-9.30 in the boathouse, the 400m wave in at 10, the 1k at 10.45, the 2k at 11.30. Her note of Weds
4th May says the sailing club have got a regatta from 12 so they want everyone off the water by half 11 - so
everything's going forward: the 400m IN at 9.15 (not 10!!), the 1k 9.45, the 2k 10.30 - registration from 7.45 now;
and, in the same note, bacon butties still on with Phil on the urn, and tow floats for everyone (the club's bought
30). The extraction keeps the registration, butties and tow-float lines and drops the new wave times and why.
Question (Fri 13/5, Dan, swimming the 400m): "what time do I need to be in the water for the 400? trying to work
out when to leave, it's an hour's drive" -> expected 9.15 (it's all gone forward for the sailing club's regatta).
The assistant says 10.

Expected verdict: ExtractionError at mem0.extract inside the Weds 4th May add (fault() wraps that one add): the note
handed to mem0 has the 400m in at 9.15 and nothing made from it says so, so the store never held the time that
decides the answer; the search and the answer then worked faithfully on what was stored (the 400m at 10, from the
April note). Asserted: the note has the 9.15; no stored memory or context line mentions 9.15, the regatta or going
forward; the registration-7.45 and tow-float lines from the same note, and the April 400m-at-10 line, are in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b171_mem0_open_water_first_wave_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "northwich-otters-lorraine"
FORWARD = ("update from Ellerby 😬 sailing club have got a regatta from 12 so they want us all off the water by half "
           "11. so everything's going forward - 400m IN at 9.15 (not 10!!), 1k 9.45, 2k 10.30. registration from "
           "7.45 now, sorry early birds. bacon butties still on, Phil's doing the urn. tow floats for everyone this "
           "yr, club's bought 30 (pink lol)")
NOTES = [
    ("2039-04-20T21:05", "open water day sun 15th may at Ellerby Water!! 🏊 registration 8.30-9.30 in the boathouse, "
                         "400m wave in at 10, 1k 10.45, 2k 11.30. wetsuits compulsory under 16°, hire ones from Wave "
                         "Sports £10 (book by the 8th). 3 safety boats off the sailing club + kayaks from the canoe "
                         "club",
     ["Open water day is Sunday 15 May at Ellerby Water",
      "Registration is 8.30-9.30am in the boathouse",
      "The 400m wave goes in at 10am; the 1k wave at 10.45am; the 2k wave at 11.30am",
      "Wetsuits are compulsory if the water is under 16 degrees; hire wetsuits from Wave Sports cost £10, book by the "
      "8th",
      "Safety cover is 3 safety boats from the sailing club plus kayaks from the canoe club"]),
    ("Weds 4th May", FORWARD,
     # the planted fault: the new wave times (and the regatta that moved them) are dropped, the rest of the note kept
     ["Registration now opens at 7.45am",
      "Bacon butties are still on; Phil is doing the urn",
      "Everyone gets a tow float this year; the club has bought 30"]),
    ("9.5.", "water temp at Ellerby 14° this morning brrr, so wetsuits it is for everyone. Wave Sports bringing the "
             "hire ones to the boathouse at 8. parking on the field not the lane pls, farmer's asked nicely",
     ["The water at Ellerby was 14 degrees, so wetsuits are compulsory for everyone",
      "Wave Sports will bring the hire wetsuits to the boathouse at 8am",
      "Park on the field, not the lane (the farmer asked)"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="otters-open-water-2039"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == FORWARD:
            assert "400m IN at 9.15 (not 10!!)" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("what time do I need to be in the water for the 400? trying to work out when to leave, it's an "
                "hour's drive")
    hits = []
    for query in ("400m wave start time", "wave times open water day", "what time is registration",
                  "timings on the day"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 13 May 2039. You are talking to Dan, a Northwich Otters swimmer doing the 400m at the "
               "open water day (Sun 15 May, Ellerby Water)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("9.15", "regatta", "forward", "9.45",
                                                                      "10.30")), stored
    assert any("The 400m wave goes in at 10am" in c for c in context), context
    assert any("Registration now opens at 7.45am" in c for c in context), context
    assert any("tow float" in c for c in context), context
    reply = answer(question, context, mock="10am - the 400m wave goes in at 10, so aim to be there for registration "
                                           "by 7.45.")
finish(question, expected="9.15 - everything's gone forward because the sailing club have a regatta from 12",
       actual=reply)
