"""Batch 369 (held out). A cattle station's bore runs: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Wirrilla Downs, a cattle station out past Gumbarra, waters its mobs off bores and tanks - Kelpie Bore, Emu
Bore, the Lignum tank, Dingo Hole - and someone does the bore run (checks the tanks, troughs, floats and pumps)
twice a week. Shaz (the station bookkeeper) types the station's water notes into the helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the ringers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Shaz's note of Thu 9/3 has the Kelpie Bore pump
cactus, Dave from Tarrabool Pump & Bore coming out Thu 16th to pull it, and water carted to the Kelpie mob in the
meantime. Her note of Tue 14/3 says Dave rang - his ute's done a wheel bearing on the Gumbarra road, so scrub Thu,
he reckons Mon now, first thing - and, in passing, that Jacko saw 2 dingoes at the Emu Bore trough that arvo and
the Lignum float's stuck again. The extraction keeps the dingoes and the float and drops the new day: Thu 16 Mar
stays the only day stored. Question (Wed 15/3, Jacko, who's doing the carting): "when's Dave coming to pull the
Kelpie pump? how many more days am I carting for" -> expected Monday 20 March, first thing (the Mon after the
Tue 14/3 note). The assistant says Thursday 16th.

Expected verdict: ExtractionError at mem0.extract inside the Tue 14/3 add (fault() wraps that one add): the note
given to mem0 moves Dave to the Monday, and what was made from it leaves that out, so the store never held the day
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
"he reckons Mon now"; no stored memory or context line mentions Monday, the 20th, the wheel bearing or scrubbing
Thu; the dingoes from the same note are stored; the Thu 9/3 note's Thu 16 Mar is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b369_mem0_bore_run_pump_bloke_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wirrilla-downs-water-shaz"
CUT = ("Tue 14/3 - Dave rang from the pump shop, his ute's done a wheel bearing on the Gumbarra rd so scrub Thu, he "
       "reckons Mon now, first thing. sorry all, keep carting 🙄 ALSO Jacko saw 2 dingoes at the Emu Bore trough this "
       "arvo, tell the boss. + the Lignum float's stuck AGAIN")
NOTES = [
    ("Mon 6/3", "Mon 6/3 BORE RUN 💧 Tues + Fri till the muster's done, Jacko's doing it in the old Hilux. Emu Bore "
                "tank 60%, Lignum float sticking - fixed w/ fencing wire for now. 212 km round trip so fill the jerries",
     ["The bore run is Tuesdays and Fridays until the muster is done; Jacko does it in the old Hilux",
      "Emu Bore tank was at 60% on Mon 6/3",
      "The Lignum tank float was sticking; fixed with fencing wire for now",
      "The bore run is a 212 km round trip, fill the jerry cans"]),
    ("Thu 9/3", "Thu 9/3 Kelpie Bore pump's cactus 😩 rang Tarrabool Pump & Bore, Dave's coming out Thu 16th to pull "
                "it. carting water to the Kelpie mob in the meantime, 2 loads a day w/ the 9000 L tanker",
     ["The Kelpie Bore pump is broken; Dave from Tarrabool Pump & Bore is coming out Thu 16 Mar to pull it",
      "Water is carted to the Kelpie paddock mob meanwhile: 2 loads a day with the 9000 L tanker"]),
    ("Tue 14/3", CUT,
     # the planted fault: Dave's move to the Monday is dropped
     ["Jacko saw 2 dingoes at the Emu Bore trough on Tue 14/3 arvo; tell the boss",
      "The Lignum tank float is stuck again"]),
    ("Wed 15/3", "Wed 15/3 store order for Fri's mail truck - 2 bags of salt for the troughs, a new belt for the Emu "
                 "pump, 20 L of 2-stroke. Emu down to 52% this morning",
     ["Store order for Friday's mail truck: 2 bags of trough salt, a new belt for the Emu pump, 20 L of 2-stroke",
      "Emu Bore tank was down to 52% on Wed 15/3"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wirrilla-downs-water-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "he reckons Mon now, first thing" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's Dave coming to pull the Kelpie pump? how many more days am I carting for"
    with turn_span("question Wed 15/3"):
        hits = []
        for query in ("Kelpie Bore pump Dave coming", "when is the pump getting pulled", "carting water to Kelpie"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 15 March 2051. You are talking to Jacko, a jackaroo on Wirrilla Downs who's carting "
                   "water to the Kelpie paddock."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("monday", "mon now", "20 mar", "20th", "wheel bearing", "scrub")), stored
        assert any("coming out Thu 16 Mar to pull it" in c for c in context), context
        assert any("dingoes" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 16th - Dave from Tarrabool Pump & Bore's coming out to pull "
                                               "it, so just tomorrow's carting to go.")
finish(question, expected="Monday 20 March, first thing - Dave's ute did a wheel bearing, so keep carting till then",
       actual=reply)
