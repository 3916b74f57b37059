"""Batch 377 (held out). A surf lifesaving club's IRB crew assessment: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Tuatua Bay Surf Life Saving Club (a volunteer club on an invented stretch of coast) run an IRB (inflatable rescue
boat) crew assessment in January 2026 for three of their patrollers. Aroha (the club captain) types her notes into
the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Aroha's note of 05/01/26 has the assessment on Sun 18
Jan, 0800 sharp at the clubrooms, Rangi from the district examining. Her note of Wed 14/01/26 says Rangi's rung, he's
crook (covid), so the assessment's off this Sun and moved to the Sunday after, same time - i.e. Sun 25 Jan, resolved
against the note's own date - and, in passing, that six new rescue tubes have arrived and the sausage sizzle at
Baxter's Hardware is Sat 24th, 9-2, needing 4 bodies. The extraction keeps the tubes and the sizzle and drops the
move: Sun 18 Jan stays the only assessment date stored. Question (Fri 16/01/26, Brooke, one of the candidates): "is
my IRB crew assessment this Sun? need to swap off my shift at the cafe" -> expected no, it's the Sunday after, Sun
25 Jan at 0800 (Rangi's crook). The assistant says yes, this Sunday, Sun 18 Jan.

Expected verdict: ExtractionError at mem0.extract inside the Wed 14/01/26 add (fault() wraps that one add): the
note given to mem0 moves the assessment to the Sunday after, and what was made from it leaves that out, so the store
never held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the note has the move; no stored memory or context line mentions the Sunday after, the 25th, covid or Rangi being
crook; the rescue tubes from the same note are stored; the first note's Sun 18 Jan is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b377_mem0_irb_crew_assessment_which_sunday_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tuatua-bay-slsc-clubcap-aroha"
CUT = ("Wed 14/01/26 - Rangi's rung, he's crook as (covid 🙄) so the IRB assessment's OFF this Sun. moved to the "
       "Sunday after, same time 0800, same deal, he'll still examine. ALSO 6 new rescue tubes have arrived, chur "
       "to the Lions for those, and the sausage sizzle at Baxter's Hardware is Sat 24th 9-2, need 4 bodies")
NOTES = [
    ("05/01/26", "05/01/26 IRB crew assessment 🚤 Sun 18 Jan, 0800 sharp at the clubrooms, Rangi from the district's "
                 "examining. candidates Tama, Brooke + Nikau. bring togs + wettie, helmets + PFDs provided",
     ["The IRB crew assessment is Sun 18 Jan at 0800 sharp at the clubrooms",
      "Rangi from the district is examining the IRB crew assessment",
      "IRB crew candidates are Tama, Brooke and Nikau",
      "Bring togs and a wetsuit to the IRB assessment; helmets and PFDs are provided"]),
    ("Sat 10 Jan", "Sat 10 Jan pat stats - 3 rescues, all in the rip by the stream mouth, 1 first aid (bluebottles, "
                   "heaps of them). IRB #2 motor coughing again, Baz to have a look",
     ["Patrol on Sat 10 Jan had 3 rescues in the rip by the stream mouth and 1 first aid for bluebottle stings",
      "IRB #2's motor is coughing again; Baz is looking at it"]),
    ("Wed 14/01/26", CUT,
     # the planted fault: the move to the Sunday after (Sun 25 Jan) is dropped
     ["6 new rescue tubes have arrived, donated by the Lions",
      "Sausage sizzle at Baxter's Hardware on Sat 24th, 9 till 2, needs 4 volunteers"]),
    ("Thu 15/01", "Thu 15/01 IRB #2 sorted - Baz swapped the plugs, ran sweet as at training last nite. crew "
                  "training Weds 1800 at the clubrooms till the end of Feb",
     ["IRB #2 is fixed; Baz swapped the plugs",
      "IRB crew training is Wednesdays at 1800 at the clubrooms until the end of February"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tuatua-bay-irb-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "moved to the Sunday after, same time 0800" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "is my IRB crew assessment this Sun? need to swap off my shift at the cafe"
    with turn_span("question Fri 16/01/26"):
        hits = []
        for query in ("IRB crew assessment day", "when is the IRB assessment", "Rangi examining"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 16 January 2026. You are talking to Brooke, an IRB crew candidate at Tuatua Bay "
                   "Surf Life Saving Club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("sunday after", "25", "covid", "crook", "off this sun")), stored
        assert any("Sun 18 Jan at 0800" in c for c in context), context
        assert any("rescue tubes" in s for s in stored), stored
        reply = answer(f"(Brooke) {question}", context,
                       mock="Yep, this Sunday - Sun 18 Jan, 0800 sharp at the clubrooms. Bring togs and your wettie.")
finish(question, expected="no - it's the Sunday after, Sun 25 Jan at 0800 (Rangi's crook)", actual=reply)
